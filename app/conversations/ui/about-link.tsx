import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

/** What a message is about ("About: LASIK plan"), linking to that plan or appointment on the reader's side. */
export function AboutLink({ to, about, text, className }: { to: string; about: 'plan' | 'appointment'; text: string; className: string }) {
  return (
    <p className="mt-2 text-sm">
      <LocalizedLink to={to} className={`inline-flex items-center gap-1 font-medium ${className}`}>
        <Icon name={about === 'plan' ? 'lucide:activity' : 'lucide:calendar-check'} className="size-4 shrink-0" />
        {text}
      </LocalizedLink>
    </p>
  )
}
