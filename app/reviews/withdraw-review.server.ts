import { bumpContentVersion } from '~/content-editing/content-version.server'
import type { Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { keepRatingSummaries } from './keep-rating-summaries.server'
import { auditedReview, lockedOwnReview, type PatientContext } from './review-store.server'

/**
 * The patient withdraws their review, at any time (its confirmation page,
 * POST /v1/me/reviews/{id}/withdraw): it leaves the public pages and its
 * ratings in the same transaction, stays in their account as withdrawn, and
 * cannot be published again. Withdrawing a withdrawn review changes nothing.
 */
export async function withdrawReview(context: PatientContext, input: { reviewId: number }): Promise<Outcome> {
  const { db, session, now } = context
  return db.transaction().execute(async (trx) => {
    const own = await lockedOwnReview(trx, session.user.id, input.reviewId)
    if (!own.ok) return own
    const { review } = own
    if (review.status === 'withdrawn') return { ok: true as const }
    const changed = { status: 'withdrawn' as const, version: review.version + 1, updated_at: now.toISOString() }
    await trx.updateTable('reviews').set(changed).where('id', '=', review.id).execute()
    await keepRatingSummaries(trx, review, { ...review, ...changed })
    // The public pages are cached: the review and its ratings show at once, not within five minutes.
    await bumpContentVersion(trx, context.now)
    await recordAudit(trx, context, {
      action: 'review.withdraw',
      entityType: 'review',
      entityId: review.id,
      before: auditedReview(review),
      after: auditedReview({ ...review, ...changed }),
    })
    return { ok: true as const }
  })
}
