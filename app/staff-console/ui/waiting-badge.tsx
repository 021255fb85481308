import { useTranslations } from 'use-intl'

/** How long a patient has waited for the team ("Waiting 3 h 20 min"), amber past 4 hours (or `amberAfterHours`). */
export function WaitingBadge({ since, now, amberAfterHours = 4 }: { since: Date; now: Date; amberAfterHours?: number }) {
  const t = useTranslations('console.conversations')
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000))
  const long = minutes >= amberAfterHours * 60
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  const span =
    days >= 1
      ? t('span_days', { days, hours: hours % 24 })
      : hours >= 1
        ? t('span_hours', { hours, minutes: minutes % 60 })
        : t('span_minutes', { minutes })
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-sm font-medium tabular-nums ${long ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-surface-muted text-ink'}`}
    >
      {t('waiting', { span })}
    </span>
  )
}
