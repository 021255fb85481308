import { useLocation } from 'react-router'
import { useTranslations } from 'use-intl'

/**
 * Previous / next links for a paged console list, keeping the other filters
 * of the URL. Lists that do not count their rows say `hasNext` instead of `pageCount`.
 */
export function Pager({ page, pageCount, hasNext = page < (pageCount ?? 0) }: { page: number; pageCount?: number; hasNext?: boolean }) {
  const t = useTranslations('console.pager')
  const { pathname, search } = useLocation()
  if (page === 1 && !hasNext) return null
  const to = (target: number) => {
    const params = new URLSearchParams(search)
    params.set('page', String(target))
    return `${pathname}?${params}`
  }
  const link = 'rounded-full border border-line px-4 py-2 text-sm font-medium hover:bg-surface-muted'
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={to(page - 1)} className={link} rel="prev">
          {t('previous')}
        </a>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-muted">{pageCount ? t('position', { page, pageCount }) : t('page', { page })}</span>
      {hasNext ? (
        <a href={to(page + 1)} className={link} rel="next">
          {t('next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
