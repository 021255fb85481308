import type { Selectable, Transaction } from 'kysely'
import { staffCaller, type StaffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { bumpContentVersion } from '~/content-editing/content-version.server'
import { lockedForUpdate } from '~/db/dialect.server'
import type { Database, ReviewsTable } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'

/*
 * What every moderation verb on a review shares (reply-to-review,
 * hide-review, unhide-review): the 'reviews.moderate' permission (the same
 * row as the routes' door), the review locked for one transaction, at the
 * version the coordinator read (else review_moderation_changed), never a
 * withdrawn one, its audit entry in that transaction, and the content version
 * stamp moved so cached public pages show the change at once.
 */

export type ModeratedReview = Selectable<ReviewsTable>

export interface ModerationChange {
  action: 'review.reply' | 'review.hide' | 'review.unhide'
  before: object
  after: object
}

export async function moderateReview(
  context: ActionContext,
  { reviewId, version }: { reviewId: number; version: number },
  change: (trx: Transaction<Database>, review: ModeratedReview, caller: StaffCaller) => Promise<Outcome<ModerationChange>>,
): Promise<Outcome> {
  const caller = staffCaller(context, 'reviews.moderate')
  return context.db.transaction().execute(async (trx) => {
    const review = await lockedForUpdate(trx, trx.selectFrom('reviews').selectAll().where('id', '=', reviewId)).executeTakeFirst()
    if (!review || review.status === 'withdrawn') return refuse('review_not_found')
    if (review.version !== version) return refuse('review_moderation_changed')
    const outcome = await change(trx, review, caller)
    if (!outcome.ok) return outcome
    await recordAudit(trx, context, {
      action: outcome.action,
      entityType: 'review',
      entityId: review.id,
      before: outcome.before,
      after: outcome.after,
    })
    await bumpContentVersion(trx, context.now)
    return { ok: true as const }
  })
}
