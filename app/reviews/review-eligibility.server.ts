import type { Kysely, Transaction } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { Locale } from '~/i18n/locales'
import type { ReviewSubject } from './review-rules'

/*
 * Who may review what (issue 31): a patient, only their own care that took
 * place: an appointment whose status is completed, or a treatment step marked
 * done that has no appointment (an appointment's step is reviewed through the
 * appointment). One review each; the unique keys of reviews hold that even
 * when two tries cross. Anything else (someone else's, not completed, unknown)
 * is one refusal, review_not_eligible, that reveals nothing.
 */

type Db = Kysely<Database> | Transaction<Database>

/** The care a review is about: where, who, what and when. */
export interface ReviewedCare {
  appointment_id: number | null
  treatment_step_id: number | null
  clinic_id: number
  specialist_id: number | null
  service_id: number
  /** YYYY-MM-DD the care took place. */
  completed_on: string
}

/** The patient's completed appointment, as a review is about it; undefined if it is not one. */
function completedAppointment(db: Db, patientId: number, appointmentId?: number) {
  let query = db
    .selectFrom('appointments')
    .select(['id', 'clinic_id', 'specialist_id', 'service_id', 'starts_at'])
    .where('user_id', '=', patientId)
    .where('status', '=', 'completed')
  if (appointmentId !== undefined) query = query.where('id', '=', appointmentId)
  return query
}

/** The patient's done treatment steps without an appointment. */
function doneSteps(db: Db, patientId: number, stepId?: number) {
  let query = db
    .selectFrom('treatment_steps as s')
    .innerJoin('treatments as t', 't.id', 's.treatment_id')
    .select(['s.id', 't.clinic_id', 't.specialist_id', 't.service_id', 's.scheduled_on'])
    .where('t.user_id', '=', patientId)
    .where('s.status', '=', 'done')
    .where('s.appointment_id', 'is', null)
  if (stepId !== undefined) query = query.where('s.id', '=', stepId)
  return query
}

/** The care of `subject` if the patient may review it now: theirs, completed, not reviewed yet. */
export async function reviewableSubject(db: Db, patientId: number, subject: ReviewSubject): Promise<Outcome<{ care: ReviewedCare }>> {
  let care: ReviewedCare | undefined
  if ('appointmentId' in subject) {
    const row = await completedAppointment(db, patientId, subject.appointmentId).executeTakeFirst()
    if (row)
      care = {
        appointment_id: row.id,
        treatment_step_id: null,
        clinic_id: row.clinic_id,
        specialist_id: row.specialist_id,
        service_id: row.service_id,
        completed_on: toDate(row.starts_at).toISOString().slice(0, 10),
      }
  } else {
    const row = await doneSteps(db, patientId, subject.treatmentStepId).executeTakeFirst()
    if (row)
      care = {
        appointment_id: null,
        treatment_step_id: row.id,
        clinic_id: row.clinic_id,
        specialist_id: row.specialist_id,
        service_id: row.service_id,
        completed_on: row.scheduled_on,
      }
  }
  if (!care) return refuse('review_not_eligible')
  const reviewed = await db
    .selectFrom('reviews')
    .select('id')
    .where(care.appointment_id !== null ? 'appointment_id' : 'treatment_step_id', '=', care.appointment_id ?? care.treatment_step_id)
    .executeTakeFirst()
  if (reviewed) return refuse('review_exists')
  return { ok: true, care }
}

/** One piece of care the patient may review, named for their page. */
export interface ReviewableCareItem {
  appointmentId: number | null
  treatmentStepId: number | null
  clinic: { id: number; name: string }
  specialist: { id: number; name: string } | null
  service: { id: number; name: string }
  completedOn: string
}

/** Names of the clinics, specialists and services of some care, in `locale`. */
export async function careNames(db: Db, locale: Locale, ids: { clinics: number[]; specialists: number[]; services: number[] }) {
  const unique = (list: number[]) => [...new Set(list)]
  const [clinics, specialists, services] = await Promise.all([
    ids.clinics.length ? db.selectFrom('clinics').select(['id', 'name']).where('id', 'in', unique(ids.clinics)).execute() : [],
    ids.specialists.length ? db.selectFrom('specialists').select(['id', 'name']).where('id', 'in', unique(ids.specialists)).execute() : [],
    ids.services.length
      ? db
          .selectFrom('services_translations')
          .select(['owner_id as id', 'name'])
          .where('owner_id', 'in', unique(ids.services))
          .where('locale', '=', locale)
          .execute()
      : [],
  ])
  const byId = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((row) => [row.id, row.name]))
  return { clinics: byId(clinics), specialists: byId(specialists), services: byId(services) }
}

/** The patient's completed care not reviewed yet, newest first (their "My reviews" page, GET /v1/me/reviews). */
export async function reviewableCare(db: Db, patientId: number, locale: Locale): Promise<ReviewableCareItem[]> {
  const [appointments, steps] = await Promise.all([
    completedAppointment(db, patientId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.appointment_id', '=', 'appointments.id'))),
      )
      .execute(),
    doneSteps(db, patientId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.treatment_step_id', '=', 's.id'))),
      )
      .execute(),
  ])
  const care: ReviewedCare[] = [
    ...appointments.map((row) => ({
      appointment_id: row.id,
      treatment_step_id: null,
      clinic_id: row.clinic_id,
      specialist_id: row.specialist_id,
      service_id: row.service_id,
      completed_on: toDate(row.starts_at).toISOString().slice(0, 10),
    })),
    ...steps.map((row) => ({
      appointment_id: null,
      treatment_step_id: row.id,
      clinic_id: row.clinic_id,
      specialist_id: row.specialist_id,
      service_id: row.service_id,
      completed_on: row.scheduled_on,
    })),
  ]
  return nameCare(db, locale, care)
}

/** Care rows with the names of their clinic, specialist and treatment, newest first. */
export async function nameCare(db: Db, locale: Locale, care: ReviewedCare[]): Promise<ReviewableCareItem[]> {
  const names = await careNames(db, locale, {
    clinics: care.map((row) => row.clinic_id),
    specialists: care.flatMap((row) => (row.specialist_id === null ? [] : [row.specialist_id])),
    services: care.map((row) => row.service_id),
  })
  return care
    .map((row) => ({
      appointmentId: row.appointment_id,
      treatmentStepId: row.treatment_step_id,
      clinic: { id: row.clinic_id, name: names.clinics.get(row.clinic_id) ?? '' },
      specialist: row.specialist_id === null ? null : { id: row.specialist_id, name: names.specialists.get(row.specialist_id) ?? '' },
      service: { id: row.service_id, name: names.services.get(row.service_id) ?? '' },
      completedOn: row.completed_on,
    }))
    .sort((a, b) => b.completedOn.localeCompare(a.completedOn) || (b.appointmentId ?? 0) - (a.appointmentId ?? 0))
}
