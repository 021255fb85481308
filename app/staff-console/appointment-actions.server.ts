import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { enqueueOutcomeEmail } from '~/booking/booking-notifications.server'
import { lockAppointments } from '~/booking/appointment-locks.server'
import { withdrawAppointment } from '~/booking/cancel.server'
import { rescheduleAppointment } from '~/booking/reschedule.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { logger } from '~/observability/logger.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { recordAudit } from '~/staff/audit.server'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'

/*
 * What staff do to an appointment from its console page: record how it ended
 * (completed, no-show) and cancel it on the clinic's side with a refund they
 * choose. Each runs in one transaction holding the appointment's row (taken
 * first, before its places: appointment-locks.server.ts), with its audit
 * entry; a second click, or a colleague's at the same moment, finds the
 * appointment already changed and is refused, so a refund is made once. A
 * transaction PostgreSQL rolls back twice for a deadlock is refused too
 * (`write_conflict`), never a 500.
 */

type LockedAppointment = Awaited<ReturnType<typeof lockedAppointment>>

async function lockedAppointment(trx: Transaction<Database>, scope: ClinicScope, appointmentId: number) {
  await lockAppointments(trx, (query) => query.where('id', '=', appointmentId))
  return trx
    .selectFrom('appointments')
    .select(['id', 'status', 'starts_at', 'fee_minor', 'currency', 'payment_id', 'refunded_minor', 'replaced_by_id', 'calendar_uid'])
    .where('id', '=', appointmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
}

/** `work`'s outcome, run in a transaction tried once more after a deadlock; a second one is refused. */
async function inTransaction<Result extends Outcome>(context: ActionContext, work: (trx: Transaction<Database>) => Promise<Result>) {
  try {
    return await transactionWithRetry(context.db, work)
  } catch (error) {
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
}

/** The live appointment (not replaced by a reschedule) in `scope`, or the refusal. */
function openAppointment(appointment: LockedAppointment) {
  if (!appointment || appointment.replaced_by_id !== null) return refuse('appointment_not_found')
  return undefined
}

/** Marks a confirmed appointment that has started as completed or as a no-show; the patient is emailed (thanks, or how to book again). */
export async function recordAppointmentOutcome(
  context: ActionContext,
  scope: ClinicScope,
  { appointmentId, outcome }: { appointmentId: number; outcome: 'completed' | 'no_show' },
): Promise<Outcome> {
  const recorded = await inTransaction(context, async (trx): Promise<Outcome> => {
    const appointment = await lockedAppointment(trx, scope, appointmentId)
    const missing = openAppointment(appointment)
    if (missing || !appointment) return missing ?? refuse('appointment_not_found')
    if (appointment.status !== 'confirmed') return refuse('appointment_closed', { values: { status: appointment.status } })
    if (toDate(appointment.starts_at) > context.now) return refuse('appointment_not_started')
    await trx.updateTable('appointments').set({ status: outcome }).where('id', '=', appointmentId).execute()
    await enqueueOutcomeEmail(trx, appointmentId, outcome)
    await recordAudit(trx, context, {
      action: `appointment.${outcome}`,
      entityType: 'appointment',
      entityId: appointmentId,
      before: { status: appointment.status },
      after: { status: outcome },
    })
    return { ok: true }
  })
  if (recorded.ok) wakeOutbox()
  return recorded
}

export type StaffCancelled = Outcome<{ refundedMinor: number; currency: string | null }>

/**
 * Cancels an upcoming appointment on the clinic's side, at any time before it
 * starts, refunding `refundMinor` of the fee paid (all of it when left out).
 * The place is freed, the patient's calendar event withdrawn and the patient
 * emailed in their language, as when they cancel themselves. The provider's
 * refund is asked after the commit with a key of this appointment, so a retry
 * can never refund twice.
 */
export async function staffCancelAppointment(
  context: ActionContext,
  scope: ClinicScope,
  { appointmentId, refundMinor }: { appointmentId: number; refundMinor?: number },
): Promise<StaffCancelled> {
  const result = await inTransaction(context, async (trx): Promise<StaffCancelled & { paymentId?: string | null; calendarUid?: string | null }> => {
    const appointment = await lockedAppointment(trx, scope, appointmentId)
    const missing = openAppointment(appointment)
    if (missing || !appointment) return missing ?? refuse('appointment_not_found')
    if (appointment.status !== 'confirmed' && appointment.status !== 'pending_payment')
      return refuse('appointment_closed', { values: { status: appointment.status } })
    if (toDate(appointment.starts_at) <= context.now) return refuse('not_cancellable')
    const paidMinor = appointment.payment_id && appointment.status === 'confirmed' ? (appointment.fee_minor ?? 0) : 0
    const refundedMinor = refundMinor ?? paidMinor
    if (refundedMinor > paidMinor) return refuse('refund_too_large', { field: 'refund', values: { max: paidMinor } })
    // The row is locked: the status read above is the one the guarded update finds.
    await withdrawAppointment(trx, { appointmentId, fromStatus: appointment.status, refundedMinor, paid: paidMinor > 0, now: context.now })
    await recordAudit(trx, context, {
      action: 'appointment.cancel',
      entityType: 'appointment',
      entityId: appointmentId,
      before: { status: appointment.status, refundedMinor: appointment.refunded_minor ?? 0 },
      after: { status: 'cancelled', refundedMinor },
    })
    return { ok: true, refundedMinor, currency: appointment.currency, paymentId: appointment.payment_id, calendarUid: appointment.calendar_uid }
  })
  if (!result.ok) return result
  const { paymentId, calendarUid, ...cancelled } = result
  if (cancelled.refundedMinor > 0 && paymentId) {
    // Recorded on the appointment and in the audit; a provider failure is logged for a retry by hand with the same key.
    // The key names this appointment everywhere (its calendar UID, as the patient's own cancel), not a row number
    // that another database of the same payment account also has.
    await paymentProvider()
      .refund(paymentId, cancelled.refundedMinor, `staff-cancel-${calendarUid ?? paymentId}`)
      .catch((error: unknown) => logger.error({ err: error, appointmentId }, 'refund failed'))
  }
  wakeOutbox()
  return cancelled
}

/**
 * Moves an upcoming appointment to another free hour on the patient's behalf:
 * the patient's own reschedule (same checks, calendar update and email),
 * with the staff member's audit entry in its transaction.
 */
export async function staffMoveAppointment(
  context: ActionContext,
  scope: ClinicScope,
  { appointmentId, startsAt }: { appointmentId: number; startsAt: string },
): Promise<Outcome<{ newId: number }>> {
  const appointment = await context.db
    .selectFrom('appointments')
    .select('user_id')
    .where('id', '=', appointmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
  if (!appointment) return refuse('appointment_not_found')
  const moved = await rescheduleAppointment(context, { userId: appointment.user_id, appointmentId, startsAt }, (trx, change) =>
    recordAudit(trx, context, {
      action: 'appointment.move',
      entityType: 'appointment',
      entityId: appointmentId,
      before: { id: change.previousId, startsAt: change.previousStartsAt },
      after: { id: change.newId, startsAt: change.startsAt },
    }),
  )
  return moved.ok ? { ok: true, newId: moved.appointment.id } : moved
}
