import { useTranslations } from 'use-intl'
import type { ContactMessageStatus } from '~/contact/inbox-schemas'

const tone: Record<ContactMessageStatus, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  answered: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  closed: 'bg-surface-muted text-ink-muted',
}

/** A contact message's status in words (never colour alone). */
export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  const t = useTranslations('console.inbox.statuses')
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status]}`}>{t(status)}</span>
}
