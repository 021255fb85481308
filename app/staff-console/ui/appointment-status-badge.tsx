import { useTranslations } from 'use-intl'
import type { AppointmentStatus } from '~/db/schema'

const tone: Record<AppointmentStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  completed: 'bg-surface-muted text-ink',
  no_show: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-surface-muted text-ink-muted',
}

/** An appointment's status in words (never colour alone). */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const t = useTranslations('console.appointment_status')
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status]}`}>{t(status)}</span>
}
