import { useFormatter, useTranslations } from 'use-intl'
import type { RatingSummary as Summary } from '../rating'
import { Stars } from './stars'

/**
 * A published rating in full (issue 31): the average with its stars only
 * from three reviews up (as `average` says; already cut, never rounded up),
 * the count always, and how many reviews gave each number of stars, five
 * bars each read out as "5 stars: 12 reviews".
 */
export function RatingSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('review_list')
  const format = useFormatter()
  const widest = Math.max(1, ...summary.distribution)
  return (
    <div className="grid gap-6 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div>
        {summary.average !== null ? (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold tabular-nums">
                {format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
              <span className="text-ink-muted">{t('out_of_five')}</span>
            </p>
            <Stars value={summary.average} className="mt-1 h-5" />
          </>
        ) : (
          summary.count > 0 && <p className="max-w-48 text-sm text-ink-muted">{t('no_average')}</p>
        )}
        <p className="mt-2 font-medium" data-testid="rating-count">
          {t('count', { count: summary.count })}
        </p>
      </div>
      <ul aria-label={t('distribution')} className="grid gap-1.5 text-sm">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1]!
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3">
              <span className="sr-only">{t('bar', { stars, count })}</span>
              <span aria-hidden="true" className="text-ink-muted">
                {t('stars_short', { stars })}
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
                <span className="block h-full rounded-full bg-amber-500 dark:bg-amber-400" style={{ width: `${(100 * count) / widest}%` }} />
              </span>
              <span aria-hidden="true" className="text-right tabular-nums">
                {format.number(count)}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
