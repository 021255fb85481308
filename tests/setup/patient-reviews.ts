import type { Kysely } from 'kysely'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Database, RatingTargetKind } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { PatientContext } from '~/reviews/review-store.server'
import type { NewReview } from '~/reviews/review-rules'
import { testActionContext } from './action-context'
import { insertAppointment, insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from './staff-console'

/*
 * Reviews' test data (issue 31): the seeded catalogue, patients with a
 * completed appointment or a done step without one, the action context of a
 * signed-in patient, a valid review, and the rating summaries recounted from
 * the reviews themselves (what keepRatingSummaries must always agree with).
 */

const DAY = 86_400_000

export async function reviewCatalogue(db: Kysely<Database>) {
  const ids = await staffConsoleCatalogue(db)
  return { ...ids, bogotaSpecialist: await specialistAt(db, ids.bogota), madridSpecialist: await specialistAt(db, ids.madrid) }
}
export type ReviewCatalogue = Awaited<ReturnType<typeof reviewCatalogue>>

/** A signed-in patient's action context (`now` unless given). */
export function patientContext(db: Kysely<Database>, patientId: number, overrides: { now?: Date; locale?: Locale } = {}): PatientContext {
  const session: RequestSession = {
    sessionId: 0,
    user: { id: patientId, name: 'Patient', email: `patient-${patientId}@example.com`, locale: overrides.locale ?? 'en' },
    role: 'patient',
    twoFactorDone: false,
    expiresAt: new Date(Date.now() + 3_600_000),
    renewed: false,
    renewalDue: false,
    token: '',
    via: 'cookie',
  }
  return { ...testActionContext(db, { locale: overrides.locale ?? 'en', now: overrides.now ?? new Date() }), session }
}

/** An appointment of the patient that took place `daysAgo` days ago, completed unless said otherwise. */
export function completedAppointment(
  db: Kysely<Database>,
  patientId: number,
  at: { clinicId: number; serviceId: number; specialistId?: number | null },
  { daysAgo = 5, status = 'completed' as const }: { daysAgo?: number; status?: 'completed' | 'confirmed' | 'no_show' | 'cancelled' } = {},
) {
  return insertAppointment(db, {
    user_id: patientId,
    clinic_id: at.clinicId,
    service_id: at.serviceId,
    specialist_id: at.specialistId ?? null,
    status,
    starts_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
  })
}

/** A treatment step without an appointment (a surgery), done unless said otherwise, on a new plan of the patient; returns the step's id. */
export async function doneStep(
  db: Kysely<Database>,
  patientId: number,
  at: { clinicId: number; serviceId: number; specialistId: number },
  {
    status = 'done' as const,
    scheduledOn = new Date(Date.now() - 4 * DAY).toISOString().slice(0, 10),
  }: { status?: 'done' | 'upcoming'; scheduledOn?: string } = {},
) {
  const treatmentId = await insertTreatment(db, {
    user_id: patientId,
    clinic_id: at.clinicId,
    service_id: at.serviceId,
    specialist_id: at.specialistId,
  })
  const row = await db
    .insertInto('treatment_steps')
    .values({ treatment_id: treatmentId, position: 1, kind: 'surgery', scheduled_on: scheduledOn, status })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export { insertPatient }

/** A review that passes every rule, of the appointment (or step) given. */
export function aReview(subject: { appointmentId: number } | { treatmentStepId: number }, overrides: Partial<NewReview> = {}): NewReview {
  return {
    overall: 5,
    care: 5,
    communication: 4,
    result: null,
    value: null,
    body: 'The team explained every step and my eyes healed within a week. Thank you.',
    displayName: 'Marta',
    locale: 'en',
    ...subject,
    ...overrides,
  }
}

type Counts = { review_count: number; star_total: number; stars: number[] }

/** The summaries as kept, by "kind:id", leaving out rows that count nothing. */
export async function keptSummaries(db: Kysely<Database>) {
  const rows = await db.selectFrom('rating_summaries').selectAll().execute()
  const kept = new Map<string, Counts>()
  for (const row of rows) {
    const counts = {
      review_count: row.review_count,
      star_total: row.star_total,
      stars: [row.stars_1, row.stars_2, row.stars_3, row.stars_4, row.stars_5],
    }
    if (counts.review_count !== 0 || counts.star_total !== 0 || counts.stars.some((n) => n !== 0))
      kept.set(`${row.target_kind}:${row.target_id}`, counts)
  }
  return kept
}

/** The summaries recounted from the published reviews, by "kind:id". */
export async function recountedSummaries(db: Kysely<Database>) {
  const reviews = await db
    .selectFrom('reviews')
    .select(['clinic_id', 'specialist_id', 'service_id', 'overall'])
    .where('status', '=', 'published')
    .execute()
  const counted = new Map<string, Counts>()
  const add = (kind: RatingTargetKind, id: number, overall: number) => {
    const key = `${kind}:${id}`
    const counts = counted.get(key) ?? { review_count: 0, star_total: 0, stars: [0, 0, 0, 0, 0] }
    counts.review_count += 1
    counts.star_total += overall
    counts.stars[overall - 1] = (counts.stars[overall - 1] ?? 0) + 1
    counted.set(key, counts)
  }
  for (const review of reviews) {
    add('clinic', review.clinic_id, review.overall)
    add('service', review.service_id, review.overall)
    if (review.specialist_id !== null) add('specialist', review.specialist_id, review.overall)
  }
  return counted
}
