import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database, ReviewHiddenReason, ReviewStatus } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { nameCare, reviewableCare, reviewableSubject, type ReviewableCareItem } from './review-eligibility.server'
import type { ReviewSubject, SubScore } from './review-rules'

/*
 * What the patient reads of their reviews (issue 31): their "My reviews"
 * page and GET /v1/me/reviews: the completed care they may still review, and
 * their reviews with where each stands (published; hidden, with the listed
 * reason; withdrawn), whether it may still be edited, and the care team's
 * public reply. Only ever their own.
 */

export interface PatientReview {
  id: number
  status: ReviewStatus
  hiddenReason: ReviewHiddenReason | null
  care: ReviewableCareItem
  overall: number
  /** The optional sub-scores, null where not given. */
  scores: Record<SubScore, number | null>
  body: string
  displayName: string
  locale: Locale
  createdAt: string
  updatedAt: string
  /** Until when it may be edited (ISO); editable says whether that is still now and it is not withdrawn. */
  editableUntil: string
  editable: boolean
  version: number
  reply: { body: string; at: string } | null
}

type Db = Kysely<Database>

function reviewsQuery(db: Db, patientId: number) {
  return db.selectFrom('reviews').selectAll().where('patient_id', '=', patientId)
}

async function toPatientReviews(db: Db, rows: Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>, locale: Locale, now: Date) {
  const cared = await nameCare(db, locale, rows)
  const careOf = (row: (typeof rows)[number]) =>
    cared.find((care) => care.appointmentId === row.appointment_id && care.treatmentStepId === row.treatment_step_id)!
  return rows.map((row): PatientReview => {
    const editableUntil = toDate(row.editable_until)
    return {
      id: row.id,
      status: row.status,
      hiddenReason: row.status === 'hidden' ? row.hidden_reason : null,
      care: careOf(row),
      overall: row.overall,
      scores: { care: row.care, communication: row.communication, result: row.result, value: row.value },
      body: row.body,
      displayName: row.display_name,
      locale: row.locale === 'es' ? 'es' : 'en',
      createdAt: toDate(row.created_at).toISOString(),
      updatedAt: toDate(row.updated_at).toISOString(),
      editableUntil: editableUntil.toISOString(),
      editable: row.status !== 'withdrawn' && editableUntil >= now,
      version: row.version,
      reply: row.reply_body && row.reply_at ? { body: row.reply_body, at: toDate(row.reply_at).toISOString() } : null,
    }
  })
}

/** The patient's page: what they may review, and their reviews, newest first. */
export async function patientReviews(db: Db, patientId: number, locale: Locale, now: Date) {
  const [reviewable, rows] = await Promise.all([
    reviewableCare(db, patientId, locale),
    reviewsQuery(db, patientId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
  ])
  return { reviewable, reviews: await toPatientReviews(db, rows, locale, now) }
}

/** One of the patient's own reviews; undefined for anyone else's. */
export async function patientReview(db: Db, patientId: number, reviewId: number, locale: Locale, now: Date) {
  const row = await reviewsQuery(db, patientId).where('id', '=', reviewId).executeTakeFirst()
  return row ? (await toPatientReviews(db, [row], locale, now))[0] : undefined
}

/** The care a new review would be about, named, if the patient may review it now; undefined otherwise. */
export async function careToReview(db: Db, patientId: number, subject: ReviewSubject, locale: Locale) {
  const reviewable = await reviewableSubject(db, patientId, subject)
  if (!reviewable.ok) return { refusal: reviewable } as const
  const [care] = await nameCare(db, locale, [reviewable.care])
  return { care: care! } as const
}
