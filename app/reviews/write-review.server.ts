import { bumpContentVersion } from '~/content-editing/content-version.server'
import { recordAudit } from '~/staff/audit.server'
import type { Outcome } from '~/errors/outcomes'
import { refuse } from '~/errors/outcomes'
import { keepRatingSummaries } from './keep-rating-summaries.server'
import { reviewableSubject } from './review-eligibility.server'
import { REVIEW_EDIT_DAYS, type NewReview } from './review-rules'
import { auditedReview, isUniqueViolation, reviewColumns, type PatientContext } from './review-store.server'

/**
 * A patient reviews their own completed appointment or done treatment step
 * (their "My reviews" page, POST /v1/me/reviews): published at once, editable
 * for REVIEW_EDIT_DAYS, counted in the rating of its clinic, specialist and
 * treatment in the same transaction, audited. Anything not theirs or not
 * completed is review_not_eligible; a second review of the same care
 * (even one sent at the same moment) is review_exists. Nothing is stored then.
 */
export async function writeReview(context: PatientContext, input: NewReview): Promise<Outcome<{ reviewId: number }>> {
  const { db, session, now } = context
  // Exactly one of the two: what the review is about.
  if ((input.appointmentId === undefined) === (input.treatmentStepId === undefined)) return refuse('review_subject_unclear')
  const subject = input.appointmentId !== undefined ? { appointmentId: input.appointmentId } : { treatmentStepId: input.treatmentStepId! }
  try {
    return await db.transaction().execute(async (trx) => {
      const eligible = await reviewableSubject(trx, session.user.id, subject)
      if (!eligible.ok) return eligible
      const at = now.toISOString()
      const row = {
        patient_id: session.user.id,
        ...eligible.care,
        ...reviewColumns(input),
        status: 'published' as const,
        created_at: at,
        updated_at: at,
        editable_until: new Date(now.getTime() + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
      }
      const { id } = await trx.insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow()
      await keepRatingSummaries(trx, null, row)
      // The public pages are cached: the review and its ratings show at once, not within five minutes.
      await bumpContentVersion(trx, context.now)
      await recordAudit(trx, context, {
        action: 'review.write',
        entityType: 'review',
        entityId: id,
        after: { ...auditedReview({ ...row, version: 1 }), clinicId: row.clinic_id },
      })
      return { ok: true as const, reviewId: id }
    })
  } catch (error) {
    // Two reviews of the same care at once: the unique key let one in.
    if (isUniqueViolation(error)) return refuse('review_exists')
    throw error
  }
}
