import { useFormatter, useTranslations } from 'use-intl'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CareLine, newReviewPath } from '~/reviews/account/care-line'
import { patientReviews, type PatientReview } from '~/reviews/patient-reviews.server'
import { Stars } from '~/reviews/ui/stars'
import { now } from '~/time/clock.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/account-reviews'

/*
 * "My reviews" (issue 31): the signed-in patient's completed care they may
 * still review, each with the way to its form, and their reviews with where
 * each stands (published; hidden, with the reason; withdrawn), edit while it
 * may be edited, and withdraw (a page that asks first).
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  return patientReviews(database(), session.user.id, pageLocale(context), now())
}

export default function AccountReviews({ loaderData: { reviewable, reviews } }: Route.ComponentProps) {
  const t = useTranslations('my_reviews')
  return (
    <div>
      <PageMeta title={t('title')} />
      <div className="max-w-prose">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('lead')}</p>
      </div>

      <section aria-labelledby="to-review" className="mt-8">
        <h2 id="to-review" className="text-xl font-semibold">
          {t('to_review')}
        </h2>
        {reviewable.length === 0 ? (
          <p className="mt-3 max-w-prose rounded-2xl border border-dashed border-line bg-surface p-5 text-sm text-ink-muted">
            {reviews.length === 0 ? t('nothing_yet') : t('all_reviewed')}
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {reviewable.map((care) => (
              <li
                key={`${care.appointmentId}-${care.treatmentStepId}`}
                className="flex flex-col gap-3 rounded-2xl border border-accent/50 bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="min-w-0">
                  <CareLine care={care} />
                </p>
                <LocalizedLink to={newReviewPath(care)} className={`shrink-0 ${buttonStyles.solid}`}>
                  <Icon name="lucide:pencil" className="size-4" />
                  {t('write')}
                  <span className="sr-only">
                    : {care.service.name}, {care.clinic.name}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      {reviews.length > 0 && (
        <section aria-labelledby="your-reviews" className="mt-10">
          <h2 id="your-reviews" className="text-xl font-semibold">
            {t('yours')}
          </h2>
          <ul className="mt-3 grid gap-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

const STATUS_STYLES = {
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  hidden: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  withdrawn: 'bg-surface-muted text-ink-muted',
} as const

function ReviewCard({ review }: { review: PatientReview }) {
  const t = useTranslations('my_reviews')
  const format = useFormatter()
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' })
  return (
    <article aria-labelledby={`review-${review.id}`} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`review-${review.id}`} className="min-w-0">
          <CareLine care={review.care} />
        </h3>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[review.status]}`}>{t(`status.${review.status}`)}</span>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm">
        <Stars value={review.overall} className="h-4" />
        <span>{t('overall_of', { stars: review.overall })}</span>
      </p>
      {review.status === 'hidden' && review.hiddenReason && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          {t('hidden_because', { reason: t(`hidden_reason.${review.hiddenReason}`) })}
        </p>
      )}
      <p className="mt-3 whitespace-pre-line" lang={review.locale}>
        {review.body}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {review.displayName ? t('signed', { name: review.displayName }) : t('unsigned')}
        {' · '}
        {t('written_on', { date: day(review.createdAt) })}
        {' · '}
        {t(`written_in.${review.locale}`)}
      </p>
      {review.reply && (
        <div className="mt-3 border-l-2 border-accent pl-3 text-sm">
          <p className="font-semibold">{t('reply', { date: day(review.reply.at) })}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
      {review.status !== 'withdrawn' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {review.editable ? (
            <LocalizedLink to={`/account/reviews/${review.id}/edit`} className={buttonStyles.outline}>
              <Icon name="lucide:pencil" className="size-4" />
              {t('edit')}
            </LocalizedLink>
          ) : null}
          <LocalizedLink to={`/account/reviews/${review.id}/withdraw`} className={buttonStyles.outline}>
            <Icon name="lucide:rotate-ccw" className="size-4" />
            {t('withdraw')}
          </LocalizedLink>
          <p className="text-sm text-ink-muted">{review.editable ? t('editable_until', { date: day(review.editableUntil) }) : t('edit_closed')}</p>
        </div>
      )}
    </article>
  )
}
