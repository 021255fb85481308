import { useFormatter, useTranslations } from 'use-intl'
import type { RatingSummary } from '../rating'
import { Stars } from './stars'

/**
 * A rating in one line, for cards and the comparison: "★★★★½ 4.6 · 23
 * reviews"; below three reviews the count alone (no average is published),
 * and "No reviews yet" without any.
 */
export function RatingSummaryLine({ summary, className = '' }: { summary: RatingSummary; className?: string }) {
  const t = useTranslations('review_list')
  const format = useFormatter()
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      {summary.average !== null && (
        <>
          <Stars value={summary.average} />
          <span className="font-semibold tabular-nums">
            <span className="sr-only">{t('average_label')} </span>
            {format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            <span className="sr-only"> {t('out_of_five')}</span>
          </span>
          <span aria-hidden="true" className="text-ink-muted">
            ·
          </span>
        </>
      )}
      <span className="text-ink-muted">{t('count', { count: summary.count })}</span>
    </p>
  )
}
