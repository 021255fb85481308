import type { ActionContext } from '~/accounts/action-context.server'
import type { Outcome } from '~/errors/outcomes'
import { refuse } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { keepRatingSummaries } from './keep-rating-summaries.server'
import type { HideReview } from './moderation-rules'
import { moderateReview } from './moderate-review.server'
import { queueReviewHidden } from './review-hidden-email.server'

/**
 * A coordinator hides a published review for one of the listed reasons
 * (personal data, abuse, not about care): the console's hide form after its
 * confirmation, POST /v1/admin/reviews/{id}/hide. In the same transaction it
 * leaves the clinic's, specialist's and treatment's ratings; the public pages
 * show the reason in its place; the patient is told by email. Its words and
 * stars stay as the patient wrote them (unhide-review shows it again).
 */
export async function hideReview(context: ActionContext, input: HideReview & { reviewId: number }): Promise<Outcome> {
  let emailed = false
  const outcome = await moderateReview(context, input, async (trx, review, { member }) => {
    if (review.status !== 'published') return refuse('review_not_published')
    const changed = {
      status: 'hidden' as const,
      hidden_reason: input.reason,
      hidden_by: member.id,
      hidden_at: context.now.toISOString(),
      version: review.version + 1,
      updated_at: context.now.toISOString(),
    }
    await trx.updateTable('reviews').set(changed).where('id', '=', review.id).execute()
    await keepRatingSummaries(trx, review, { ...review, ...changed })
    emailed = await queueReviewHidden(trx, review.patient_id, input.reason, context.now)
    return {
      ok: true,
      action: 'review.hide',
      before: { status: review.status, version: review.version },
      after: { status: changed.status, reason: input.reason, version: changed.version, patientTold: emailed },
    }
  })
  if (outcome.ok && emailed) wakeOutbox()
  return outcome
}
