import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { lockedForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ReviewFields } from './review-rules'

/*
 * What the patient's review verbs share (write-review, edit-review,
 * withdraw-review): their context, the review locked for the change (only
 * their own: anyone else's is not found), the row's fields from the form, and
 * the database's word for "one already exists".
 */

/** A patient's action: signed in. */
export type PatientContext = ActionContext & { session: RequestSession }

/** The patient's own review, locked until the transaction ends; review_not_found for anyone else's. */
export async function lockedOwnReview(trx: Transaction<Database>, patientId: number, reviewId: number) {
  const review = await lockedForUpdate(
    trx,
    trx.selectFrom('reviews').selectAll().where('id', '=', reviewId).where('patient_id', '=', patientId),
  ).executeTakeFirst()
  return review ? ({ ok: true, review } as const) : refuse('review_not_found')
}

export type LockedReview = Extract<Awaited<ReturnType<typeof lockedOwnReview>>, { ok: true }>['review']

/** The columns the form's fields fill. */
export function reviewColumns(fields: ReviewFields) {
  return {
    overall: fields.overall,
    care: fields.care,
    communication: fields.communication,
    result: fields.result,
    value: fields.value,
    body: fields.body,
    display_name: fields.displayName,
    locale: fields.locale,
  }
}

/** What the audit trail keeps of a review: its stars and status, never its words (they are the patient's, on the review). */
export function auditedReview(review: { status: string; overall: number; version: number }) {
  return { status: review.status, overall: review.overall, version: review.version }
}

/** A unique key refused the insert (PostgreSQL 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown) {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export type { Outcome }
