import type { z } from 'zod'
import { database } from '~/db/db.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { hideReview } from '~/reviews/hide-review.server'
import { moderatedReview, moderationQueue } from '~/reviews/moderation-queue.server'
import { replyToReview } from '~/reviews/reply-to-review.server'
import { unhideReview } from '~/reviews/unhide-review.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { apiDoor, type Args } from './admin-handlers.server'
import { AdminReviewsQuery, ReviewHideRequest, ReviewReplyRequest, ReviewUnhideRequest } from './review-moderation-schemas'
import { answer, parseJsonBody, parseQuery } from './respond.server'

/*
 * /v1/admin/reviews (issue 31): coordinators' and admins' moderation, through
 * the door with 'reviews.moderate' (anyone else: 404, as for no such path),
 * then the console's own reader and verbs. There is no endpoint that edits
 * or deletes a review.
 */

export async function adminReviewsHandler(args: Args) {
  const { acting } = await apiDoor(args, 'reviews.moderate')
  const query = parseQuery(args.url, AdminReviewsQuery, acting.locale)
  if (!query.ok) return query.response
  return answer(await moderationQueue(database(), { state: query.value.state, locale: acting.locale, page: query.value.page }))
}

/** A moderation verb's endpoint: the door, the body, the verb; the review as it now is. */
async function moderate<Schema extends z.ZodType<object>>(
  args: Args,
  schema: Schema,
  verb: (context: ActionContext, input: z.output<Schema> & { reviewId: number }) => Promise<Outcome>,
) {
  const { acting } = await apiDoor(args, 'reviews.moderate')
  const body = await parseJsonBody(args.request, schema)
  if (!body.ok) return body.response
  const reviewId = parseId(args.params.id)
  const outcome = reviewId ? await verb(acting, { ...(body.value as z.output<Schema> & object), reviewId }) : refuse('review_not_found')
  if (!outcome.ok) return refusalProblem(outcome, acting.locale)
  const review = await moderatedReview(database(), reviewId!, acting.locale)
  return review ? answer(review) : refusalProblem(refuse('review_not_found'), acting.locale)
}

export const adminReviewReplyHandler = (args: Args) => moderate(args, ReviewReplyRequest, replyToReview)
export const adminReviewHideHandler = (args: Args) => moderate(args, ReviewHideRequest, hideReview)
export const adminReviewUnhideHandler = (args: Args) => moderate(args, ReviewUnhideRequest, unhideReview)
