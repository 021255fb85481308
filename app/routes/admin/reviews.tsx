import { FilterTabs } from '~/staff-console/ui/filter-tabs'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { refusalMessage, type Refusal } from '~/errors/outcomes'
import { messageKey } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { PageMeta } from '~/navigation/seo-links'
import { hideReview } from '~/reviews/hide-review.server'
import { MODERATION_STATES, moderationCounts, moderationQueue, type ModerationState } from '~/reviews/moderation-queue.server'
import { HideReviewSchema, ReplyToReviewSchema, UnhideReviewSchema } from '~/reviews/moderation-rules'
import { replyToReview } from '~/reviews/reply-to-review.server'
import { unhideReview } from '~/reviews/unhide-review.server'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { Pager } from '~/staff-console/ui/pager'
import { ModeratedReview, type ReviewFormState } from '~/staff-console/ui/review-moderation'
import type { Route } from './+types/reviews'

/*
 * The console's Reviews (issue 31; coordinators and admins): new (published,
 * not answered), replied and hidden reviews, newest first; under each, the
 * public reply and hide (a listed reason, confirmed first) or show again.
 * Nothing here edits or deletes a review.
 */

const isState = (value: string | null): value is ModerationState => (MODERATION_STATES as readonly (string | null)[]).includes(value)

function listAddress(url: URL) {
  const state = url.searchParams.get('state')
  return isState(state) && state !== 'new' ? `/admin/reviews?state=${state}` : '/admin/reviews'
}

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'reviews.moderate')
  const asked = url.searchParams.get('state')
  const state: ModerationState = isState(asked) ? asked : 'new'
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
  const db = database()
  const [queue, counts] = await Promise.all([moderationQueue(db, { state, locale: pageLocale(context), page }), moderationCounts(db)])
  return { state, states: MODERATION_STATES, counts, ...queue }
}

/** This review's form state, answered with the page (the other reviews' forms stay as they were). */
function formState(reviewId: number, state: ReviewFormState, status: number) {
  return data({ reviewId, ...state }, { status })
}

const refusedState = (form: ReviewFormState['form'], refusal: Refusal, typed?: string) => {
  const { key, values } = refusalMessage(refusal)
  return { form, formErrors: [messageKey(key, values)], typed }
}

export async function action({ context, url, request }: Route.ActionArgs) {
  await requirePermission(context, url, 'reviews.moderate')
  const form = await requireFormData(request)
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, listAddress(url))
  const reviewId = parseId(String(form.get('reviewId') ?? ''))
  if (!reviewId) return back.refused({ ok: false, code: 'review_not_found' })
  const intent = form.get('intent')

  if (intent === 'reply') {
    const submission = parseWithZod(form, { schema: ReplyToReviewSchema })
    const typed = String(form.get('body') ?? '').slice(0, 4000)
    if (submission.status !== 'success') return formState(reviewId, { form: 'reply', fieldErrors: submission.error ?? {}, typed }, 400)
    const outcome = await replyToReview(acting, { reviewId, ...submission.value })
    if (!outcome.ok) return formState(reviewId, refusedState('reply', outcome, typed), 409)
    return back.done('console.reviews.replied')
  }
  if (intent === 'hide') {
    const submission = parseWithZod(form, { schema: HideReviewSchema })
    if (submission.status !== 'success') return formState(reviewId, { form: 'hide', fieldErrors: submission.error ?? {} }, 400)
    // The first post asks to confirm; only the confirmation's post hides.
    if (form.get('confirm') !== '1') return formState(reviewId, { form: 'hide', confirmReason: submission.value.reason }, 200)
    const outcome = await hideReview(acting, { reviewId, ...submission.value })
    if (!outcome.ok) return formState(reviewId, refusedState('hide', outcome), 409)
    return back.done('console.reviews.hidden_done')
  }
  if (intent === 'unhide') {
    const submission = parseWithZod(form, { schema: UnhideReviewSchema })
    if (submission.status !== 'success') return formState(reviewId, { form: 'unhide', formErrors: ['console.reviews.errors.changed'] }, 400)
    const outcome = await unhideReview(acting, { reviewId, ...submission.value })
    if (!outcome.ok) return formState(reviewId, refusedState('unhide', outcome), 409)
    return back.done('console.reviews.unhidden')
  }
  return back.refused({ ok: false, code: 'review_not_found' })
}

export default function ConsoleReviews({ loaderData: { state, states, counts, reviews, page, hasNext } }: Route.ComponentProps) {
  const t = useTranslations('console.reviews')
  const answer = useActionData<typeof action>()
  const stateOf = (reviewId: number) => (answer && 'reviewId' in answer && answer.reviewId === reviewId ? answer : undefined)
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <FilterTabs
        label={t('filters_label')}
        names={states}
        current={state}
        counts={counts}
        pathOf={(name) => (name === 'new' ? '/admin/reviews' : `/admin/reviews?state=${name}`)}
        nameOf={(name) => t(`filters.${name}`)}
      />
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t(`empty.${state}`)}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t(`filters.${state}`)}>
          {reviews.map((review) => (
            <li key={`${review.id}-${review.version}`}>
              <ModeratedReview review={review} state={stateOf(review.id)} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={hasNext} />
    </>
  )
}
