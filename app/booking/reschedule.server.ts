import type { Transaction } from 'kysely'
import type { Database } from '~/db/schema'
import { toDate } from '~/db/dialect.server'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { isLocale, type Locale } from '~/i18n/locales'
import { moveAssessmentStep } from '~/patients/treatment-plans.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { countBookingStep } from '~/observability/counters.server'
import { lockAppointments } from './appointment-locks.server'
import { bookedAppointment, type BookedAppointment } from './appointment.server'
import { enqueueRescheduleEmail } from './booking-notifications.server'
import type { PatientFacingReason } from './staff-change-reason'
import { claimPlace, ensureStillOffered, offeredSlot, SlotNoLongerOffered, SlotTaken } from './holds.server'

/*
 * Moving a paid appointment to another free hour at the same clinic, without
 * paying again. One transaction books the new hour (the database still decides
 * who gets the last place), moves the payment over and retires the old row,
 * which then points at its replacement: its links stop working. The calendar
 * event keeps its UID with SEQUENCE + 1, so calendars move it instead of
 * adding a second one.
 */

export interface RescheduleInput {
  userId: number
  appointmentId: number
  /** The new slot's UTC start, ISO 8601. */
  startsAt: string
}

/** The appointment at its new hour (a new id, names in the context's language), and the retired one's id. */
export type Rescheduled = Outcome<{ appointment: BookedAppointment; previousId: number }>

class NoLongerReschedulable extends Error {}

/** Runs inside the move's transaction once it is made (the console's audit entry). */
export type OnMoved = (
  trx: Transaction<Database>,
  moved: { previousId: number; newId: number; previousStartsAt: string; startsAt: string },
) => Promise<void>

/** The reschedule page, POST /v1/appointments/{id}/reschedule, and staff moving it on the patient's behalf (with `onMoved`). */
export async function rescheduleAppointment(
  context: ActionContext,
  input: RescheduleInput,
  onMoved?: OnMoved,
  /** Staff's move: whether the patient is emailed (default yes) and the listed reason they are told. */
  options: { notify?: boolean; patientReason?: PatientFacingReason } = {},
): Promise<Rescheduled> {
  return countBookingStep('reschedule', await moveAppointment(context, input, onMoved, options))
}

async function moveAppointment(
  { db, locale: shownIn, now }: ActionContext,
  { appointmentId, userId, startsAt }: RescheduleInput,
  onMoved: OnMoved | undefined,
  { notify = true, patientReason }: { notify?: boolean; patientReason?: PatientFacingReason },
): Promise<Rescheduled> {
  const old = await db
    .selectFrom('appointments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .selectAll('a')
    .select(['s.slug as service_slug', 'c.slug as clinic_slug', 'c.time_zone as clinic_time_zone'])
    .where('a.id', '=', appointmentId)
    .where('a.user_id', '=', userId)
    .where('a.replaced_by_id', 'is', null)
    .executeTakeFirst()
  if (!old) return refuse('appointment_not_found')
  if (old.status !== 'confirmed' || old.kind !== 'assessment' || toDate(old.starts_at) <= now) return refuse('not_reschedulable')
  if (toDate(old.starts_at).getTime() === new Date(startsAt).getTime()) return refuse('reschedule_unchanged')
  const locale: Locale = isLocale(old.locale) ? old.locale : 'en'
  const wanted = { serviceSlug: old.service_slug, clinicSlug: old.clinic_slug, startsAt, locale }
  const slot = await offeredSlot(db, wanted, now)
  if (!slot) return refuse('slot_not_offered')

  try {
    const newId = await transactionWithRetry(db, async (trx) => {
      await ensureStillOffered(trx, slot, wanted, now)
      // The old row before its places, as every path takes them (appointment-locks.server.ts): a
      // cancel at the same moment waits here, or has already cancelled it and this move stops.
      const [stillMovable] = await lockAppointments(trx, (query) =>
        query.where('id', '=', old.id).where('status', '=', 'confirmed').where('replaced_by_id', 'is', null),
      )
      if (stillMovable === undefined) throw new NoLongerReschedulable()
      // Give back the old places first: the new hour may overlap the old one.
      await trx.deleteFrom('slot_claims').where('appointment_id', '=', old.id).execute()
      const { id } = await trx
        .insertInto('appointments')
        .values({
          user_id: old.user_id,
          treatment_id: old.treatment_id,
          service_id: old.service_id,
          clinic_id: old.clinic_id,
          specialist_id: old.specialist_id,
          kind: old.kind,
          status: 'confirmed',
          starts_at: slot.start.toISO()!,
          ends_at: slot.start.plus({ minutes: slot.durationMinutes }).toISO()!,
          created_at: now.toISOString(),
          locale: old.locale,
          fee_minor: old.fee_minor,
          currency: old.currency,
          patient_first_name: old.patient_first_name,
          patient_last_name: old.patient_last_name,
          patient_email: old.patient_email,
          patient_phone: old.patient_phone,
          patient_time_zone: old.patient_time_zone,
          condition: old.condition,
          payment_id: old.payment_id,
          paid_at: old.paid_at,
          calendar_uid: old.calendar_uid,
          calendar_sequence: old.calendar_sequence + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (!(await claimPlace(trx, slot, id))) throw new SlotTaken()
      // Locked and still confirmed above; the guard stays as a second check.
      const retired = await trx
        .updateTable('appointments')
        .set({ status: 'cancelled', replaced_by_id: id, payment_id: null })
        .where('id', '=', old.id)
        .where('status', '=', 'confirmed')
        .where('replaced_by_id', 'is', null)
        .returning('id')
        .executeTakeFirst()
      if (!retired) throw new NoLongerReschedulable()
      // The treatment plan's assessment step follows the appointment to its new day.
      await moveAssessmentStep(trx, old.id, id, slot.start.toJSDate(), old.clinic_time_zone)
      if (notify) await enqueueRescheduleEmail(trx, id, toDate(old.starts_at).toISOString(), patientReason)
      await onMoved?.(trx, {
        previousId: old.id,
        newId: id,
        previousStartsAt: toDate(old.starts_at).toISOString(),
        startsAt: slot.start.toUTC().toISO()!,
      })
      return id
    })
    wakeOutbox()
    return { ok: true, appointment: await bookedAppointment(db, newId, userId, shownIn), previousId: old.id }
  } catch (error) {
    if (error instanceof SlotTaken) return refuse('slot_taken')
    if (error instanceof SlotNoLongerOffered) return refuse('slot_not_offered')
    if (error instanceof NoLongerReschedulable) return refuse('not_reschedulable')
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
}
