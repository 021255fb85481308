import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

const ICONS = { plan: 'lucide:activity', appointment: 'lucide:calendar-check', quote: 'lucide:banknote' } as const

/** What a message is about ("About: LASIK plan"), linking to that plan, appointment or quote request on the reader's side. */
export function AboutLink({ to, about, text, className }: { to: string; about: keyof typeof ICONS; text: string; className: string }) {
  return (
    <p className="mt-2 text-sm">
      <LocalizedLink to={to} className={`inline-flex items-center gap-1 font-medium ${className}`}>
        <Icon name={ICONS[about]} className="size-4 shrink-0" />
        {text}
      </LocalizedLink>
    </p>
  )
}
