import { bumpContentVersion } from '~/content-editing/content-version.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { keepRatingSummaries } from './keep-rating-summaries.server'
import type { EditReview } from './review-rules'
import { auditedReview, lockedOwnReview, reviewColumns, type PatientContext } from './review-store.server'

/**
 * The patient changes their review (its edit page, PATCH /v1/me/reviews/{id})
 * while it is editable: until 30 days after it was first published, not once
 * withdrawn, and only from the version they saw (review_changed otherwise).
 * A hidden review stays hidden (staff decide whether it is shown again); a
 * published one moves the ratings by the new stars in the same transaction.
 */
export async function editReview(context: PatientContext, input: EditReview & { reviewId: number }): Promise<Outcome<{ version: number }>> {
  const { db, session, now } = context
  return db.transaction().execute(async (trx) => {
    const own = await lockedOwnReview(trx, session.user.id, input.reviewId)
    if (!own.ok) return own
    const { review } = own
    if (review.status === 'withdrawn') return refuse('review_withdrawn')
    if (toDate(review.editable_until) < now) return refuse('review_edit_closed')
    if (review.version !== input.version) return refuse('review_changed')
    const changed = { ...reviewColumns(input), version: review.version + 1, updated_at: now.toISOString() }
    await trx.updateTable('reviews').set(changed).where('id', '=', review.id).where('version', '=', review.version).execute()
    await keepRatingSummaries(trx, review, { ...review, ...changed })
    // The public pages are cached: the review and its ratings show at once, not within five minutes.
    await bumpContentVersion(trx, context.now)
    await recordAudit(trx, context, {
      action: 'review.edit',
      entityType: 'review',
      entityId: review.id,
      before: auditedReview(review),
      after: auditedReview({ ...review, ...changed }),
    })
    return { ok: true as const, version: changed.version }
  })
}
