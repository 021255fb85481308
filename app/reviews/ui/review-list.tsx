import { Link, useLocation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { useLocale } from '~/navigation/localized-link'
import { REVIEWS_PAGE_PARAM, type HiddenReview, type PublishedReview, type ReviewsPage } from '../public-review'
import { Stars } from './stars'

const SUB_SCORES = ['care', 'communication', 'result', 'value'] as const

/** A day as people read it, the same on the server and in the browser. */
function useDay() {
  const format = useFormatter()
  return (at: string) => format.dateTime(new Date(at), { dateStyle: 'long', timeZone: 'UTC' })
}

function ReviewCard({ review }: { review: PublishedReview }) {
  const t = useTranslations('review_list')
  const format = useFormatter()
  const day = useDay()
  const pageLocale = useLocale()
  const month = format.dateTime(new Date(`${review.completedOn}T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const scores = SUB_SCORES.filter((name) => review.scores[name] !== null)
  return (
    <article className="rounded-2xl border border-line bg-surface p-5" aria-labelledby={`review-${review.id}-by`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.overall} className="h-4" />
        <span className="sr-only">{t('rated', { stars: review.overall })}</span>
        {review.displayName && (
          <p id={`review-${review.id}-by`} className="font-semibold">
            {review.displayName}
          </p>
        )}
        <p className="text-sm text-ink-muted">
          <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
        </p>
      </header>
      {/* Unsigned, the review is named by this line alone. */}
      <p id={review.displayName ? undefined : `review-${review.id}-by`} className="mt-1 text-sm font-medium text-accent-strong">
        {t('verified', { treatment: review.treatment, month })}
      </p>
      {scores.length > 0 && (
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {scores.map((name) => (
            <div key={name} className="flex gap-1">
              <dt className="text-ink-muted">{t(`scores.${name}`)}</dt>
              <dd className="font-medium tabular-nums">{t('score', { stars: review.scores[name]! })}</dd>
            </div>
          ))}
        </dl>
      )}
      {review.locale !== pageLocale && (review.locale === 'en' || review.locale === 'es') && (
        <p className="mt-3 inline-block rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">{t(`written_in.${review.locale}`)}</p>
      )}
      <p lang={review.locale} className="mt-3 whitespace-pre-line">
        {review.body}
      </p>
      {review.reply && (
        <div className="mt-4 border-l-4 border-accent pl-4">
          <p className="text-sm font-semibold">
            {review.reply.by ? t('reply_by', { name: review.reply.by }) : t('reply_by_team')}{' '}
            <span className="font-normal text-ink-muted">
              · <time dateTime={review.reply.at}>{day(review.reply.at)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
    </article>
  )
}

function HiddenCard({ review }: { review: HiddenReview }) {
  const t = useTranslations('review_list')
  const day = useDay()
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface-muted p-5 text-ink-muted">
      <p>{review.reason ? t('hidden', { reason: t(`hidden_reasons.${review.reason}`) }) : t('hidden_no_reason')}</p>
      <p className="mt-1 text-sm">
        <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
      </p>
    </div>
  )
}

/** Links to the newer and older pages of reviews, plain links (?reviews-page=2#reviews) that work without JavaScript. */
function ReviewsPager({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslations('review_list')
  const { pathname } = useLocation()
  if (pageCount <= 1) return null
  const to = (target: number) => (target === 1 ? `${pathname}#reviews` : `${pathname}?${REVIEWS_PAGE_PARAM}=${target}#reviews`)
  const link = 'rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted'
  return (
    <nav aria-label={t('pager_label')} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev" preventScrollReset>
          {t('newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-muted">{t('position', { page, pageCount })}</span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={link} rel="next" preventScrollReset>
          {t('older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** A page of reviews, newest first: each published one in full, each hidden one as the reason in its place; then the pager. */
export function ReviewList({ list }: { list: ReviewsPage }) {
  const t = useTranslations('review_list')
  if (list.listed === 0) return <p className="text-ink-muted">{t('empty')}</p>
  return (
    <>
      <ol className="grid gap-4" aria-label={t('list_label')}>
        {list.reviews.map((review) => (
          <li key={review.id}>{review.state === 'published' ? <ReviewCard review={review} /> : <HiddenCard review={review} />}</li>
        ))}
      </ol>
      <ReviewsPager page={list.page} pageCount={list.pageCount} />
    </>
  )
}
