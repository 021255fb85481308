import { useTranslations } from 'use-intl'

const tones = {
  draft: 'bg-surface-muted text-ink',
  published: 'bg-success/15 text-green-900 dark:text-green-200',
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  unpublished: 'bg-warning/20 text-amber-900 dark:text-amber-100',
} as const

export function ContentStatusBadge({ status }: { status: keyof typeof tones }) {
  const t = useTranslations('console.content.statuses')
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>{t(status)}</span>
}
