import type { ActionContext } from '~/accounts/action-context.server'
import type { Outcome } from '~/errors/outcomes'
import { refuse } from '~/errors/outcomes'
import { keepRatingSummaries } from './keep-rating-summaries.server'
import type { UnhideReview } from './moderation-rules'
import { moderateReview } from './moderate-review.server'

/**
 * A coordinator shows a hidden review again, when hiding it was a mistake
 * (the console's "Show again", POST /v1/admin/reviews/{id}/unhide): it is
 * published as the patient wrote it and counts in the ratings again, in the
 * same transaction; the audit trail keeps both steps.
 */
export async function unhideReview(context: ActionContext, input: UnhideReview & { reviewId: number }): Promise<Outcome> {
  return moderateReview(context, input, async (trx, review) => {
    if (review.status !== 'hidden') return refuse('review_not_hidden')
    const changed = {
      status: 'published' as const,
      hidden_reason: null,
      hidden_by: null,
      hidden_at: null,
      version: review.version + 1,
      updated_at: context.now.toISOString(),
    }
    await trx.updateTable('reviews').set(changed).where('id', '=', review.id).execute()
    await keepRatingSummaries(trx, review, { ...review, ...changed })
    return {
      ok: true,
      action: 'review.unhide',
      before: { status: review.status, reason: review.hidden_reason, version: review.version },
      after: { status: changed.status, version: changed.version },
    }
  })
}
