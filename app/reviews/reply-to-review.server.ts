import type { ActionContext } from '~/accounts/action-context.server'
import type { Outcome } from '~/errors/outcomes'
import type { ReplyToReview } from './moderation-rules'
import { moderateReview } from './moderate-review.server'

/**
 * A coordinator answers a review in public (the console's reply form, POST
 * /v1/admin/reviews/{id}/reply), shown under it with their name and the day;
 * replying again replaces the answer (its author and day with it). The
 * review itself is not touched.
 */
export async function replyToReview(context: ActionContext, input: ReplyToReview & { reviewId: number }): Promise<Outcome> {
  return moderateReview(context, input, async (trx, review, { member }) => {
    const changed = { reply_body: input.body, reply_by: member.id, reply_at: context.now.toISOString(), version: review.version + 1 }
    await trx.updateTable('reviews').set(changed).where('id', '=', review.id).execute()
    return {
      ok: true,
      action: 'review.reply',
      before: { reply: review.reply_body, version: review.version },
      after: { reply: changed.reply_body, version: changed.version },
    }
  })
}
