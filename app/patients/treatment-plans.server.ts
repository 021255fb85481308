import type { Transaction } from 'kysely'
import { DateTime } from 'luxon'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'

/*
 * A booked assessment is the start of a treatment plan. When its payment is
 * confirmed, the patient gets a planned treatment for that service and clinic
 * whose first step is the assessment (the step and the treatment both point
 * at the appointment), so the account shows the plan from that moment; the
 * clinic adds the next steps after the assessment. Every function here runs
 * inside the transaction that changes the appointment, so the plan and the
 * appointment never disagree. A plan an accepted quote made, waiting for
 * its assessment, is completed by it instead (planWaitingForAssessment).
 */

type Trx = Transaction<Database>

/** The clinic's calendar day of an instant: the day the patient lives it. */
function clinicDay(at: Date, timeZone: string) {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISODate()!
}

/** The specialist who leads the service at that clinic (the first in the service's order). */
async function leadSpecialist(trx: Trx, serviceId: number, clinicId: number) {
  const row = await trx
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .select('sp.id')
    .where('ss.service_id', '=', serviceId)
    .where('sp.clinic_id', '=', clinicId)
    .orderBy('ss.position')
    .orderBy('sp.id')
    .executeTakeFirst()
  return row?.id
}

/**
 * A planned treatment of this patient, service and clinic whose assessment step has no appointment
 * yet: the plan an accepted quote made (issue 30), which the assessment booked from it completes
 * rather than duplicates. The newest, when there are several.
 */
async function planWaitingForAssessment(trx: Trx, appointment: { user_id: number; service_id: number; clinic_id: number }) {
  const row = await trx
    .selectFrom('treatments as t')
    .innerJoin('treatment_steps as s', 's.treatment_id', 't.id')
    .select(['t.id as treatmentId', 's.id as stepId'])
    .where('t.user_id', '=', appointment.user_id)
    .where('t.service_id', '=', appointment.service_id)
    .where('t.clinic_id', '=', appointment.clinic_id)
    .where('t.status', '=', 'planned')
    .where('s.kind', '=', 'assessment')
    .where('s.appointment_id', 'is', null)
    .where('s.status', 'in', ['next', 'planned'])
    .orderBy('t.id', 'desc')
    .executeTakeFirst()
  return row
}

/**
 * Plans the treatment a confirmed assessment starts, exactly once: an
 * appointment already linked to a treatment (a confirmation run twice) keeps
 * it. Returns the treatment's id, or null for anything that is not an
 * assessment (or a service no specialist offers at that clinic any more).
 */
export async function planTreatmentForAssessment(trx: Trx, appointmentId: number, now: Date = new Date()): Promise<number | null> {
  const appointment = await trx
    .selectFrom('appointments as a')
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .select(['a.id', 'a.user_id', 'a.service_id', 'a.clinic_id', 'a.specialist_id', 'a.treatment_id', 'a.kind', 'a.starts_at', 'c.time_zone'])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst()
  if (!appointment || appointment.kind !== 'assessment') return null
  if (appointment.treatment_id !== null) return appointment.treatment_id
  const waiting = await planWaitingForAssessment(trx, appointment)
  if (waiting !== undefined) {
    await trx
      .updateTable('treatment_steps')
      .set({ appointment_id: appointment.id, scheduled_on: clinicDay(toDate(appointment.starts_at), appointment.time_zone), status: 'upcoming' })
      .where('id', '=', waiting.stepId)
      .execute()
    await trx.updateTable('appointments').set({ treatment_id: waiting.treatmentId }).where('id', '=', appointment.id).execute()
    return waiting.treatmentId
  }
  // Treatments always name their specialist; the booking chose a clinic, whose lead for the service it is.
  const specialistId = appointment.specialist_id ?? (await leadSpecialist(trx, appointment.service_id, appointment.clinic_id))
  if (specialistId === undefined) return null
  const { id: treatmentId } = await trx
    .insertInto('treatments')
    .values({
      user_id: appointment.user_id,
      service_id: appointment.service_id,
      clinic_id: appointment.clinic_id,
      specialist_id: specialistId,
      status: 'planned',
      started_on: clinicDay(now, appointment.time_zone),
      ended_on: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('treatment_steps')
    .values({
      treatment_id: treatmentId,
      position: 0,
      kind: 'assessment',
      scheduled_on: clinicDay(toDate(appointment.starts_at), appointment.time_zone),
      status: 'upcoming',
      appointment_id: appointment.id,
    })
    .execute()
  await trx.updateTable('appointments').set({ treatment_id: treatmentId }).where('id', '=', appointment.id).execute()
  return treatmentId
}

/** A rescheduled assessment: its step follows it to the new appointment and the new day. */
export async function moveAssessmentStep(trx: Trx, fromAppointmentId: number, toAppointmentId: number, startsAt: Date, timeZone: string) {
  await trx
    .updateTable('treatment_steps')
    .set({ appointment_id: toAppointmentId, scheduled_on: clinicDay(startsAt, timeZone) })
    .where('appointment_id', '=', fromAppointmentId)
    .execute()
}

/**
 * A cancelled assessment: its step is cancelled, and a plan left with nothing
 * done and nothing to come is cancelled too (it moves to past treatments).
 * The plan of an accepted quote keeps its assessment step, unbooked again.
 */
export async function cancelAssessmentStep(trx: Trx, appointmentId: number, now: Date = new Date()) {
  // A plan an accepted quote made stays: its assessment waits to be booked again.
  const fromQuote = await trx
    .selectFrom('treatment_steps as s')
    .innerJoin('quotes as q', 'q.treatment_id', 's.treatment_id')
    .select('s.id')
    .where('s.appointment_id', '=', appointmentId)
    .where('s.status', '=', 'upcoming')
    .where('q.status', '=', 'accepted')
    .executeTakeFirst()
  if (fromQuote) {
    await trx.updateTable('treatment_steps').set({ status: 'next', appointment_id: null }).where('id', '=', fromQuote.id).execute()
    return
  }
  const step = await trx
    .updateTable('treatment_steps')
    .set({ status: 'cancelled' })
    .where('appointment_id', '=', appointmentId)
    .where('status', '=', 'upcoming')
    .returning('treatment_id')
    .executeTakeFirst()
  if (!step) return
  const remaining = await trx
    .selectFrom('treatment_steps')
    .select('id')
    .where('treatment_id', '=', step.treatment_id)
    .where('status', 'in', ['upcoming', 'done'])
    .executeTakeFirst()
  if (remaining) return
  const treatment = await trx
    .selectFrom('treatments as t')
    .innerJoin('clinics as c', 'c.id', 't.clinic_id')
    .select('c.time_zone')
    .where('t.id', '=', step.treatment_id)
    .where('t.status', '=', 'planned')
    .executeTakeFirst()
  if (!treatment) return
  await trx
    .updateTable('treatments')
    .set({ status: 'cancelled', ended_on: clinicDay(now, treatment.time_zone) })
    .where('id', '=', step.treatment_id)
    .execute()
}
