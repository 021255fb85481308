import type { ReactNode } from 'react'
import { Icon } from '~/ui/icon/icon'
import type { IconName } from '~/ui/icon/icon-names'

/** One fact of a page's side panel (a <dl> item): its icon and label, then the value (bold unless it brings its own markup). */
export function Fact({
  icon,
  label,
  plain = false,
  children,
}: {
  icon: IconName | (string & {})
  label: string
  plain?: boolean
  children: ReactNode
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-ink-muted">
        <Icon name={icon} className="absolute top-1 left-0 size-5 text-accent" />
        {label}
      </dt>
      <dd className={plain ? undefined : 'font-semibold'}>{children}</dd>
    </div>
  )
}
