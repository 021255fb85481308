import type { Transaction } from 'kysely'
import type { AppointmentStatus, Database } from '~/db/schema'
import { toDate } from '~/db/dialect.server'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { countBookingStep } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { cancelAssessmentStep } from '~/patients/treatment-plans.server'
import { enqueueCancellationEmail } from './booking-notifications.server'
import { canCancel, refundOnCancel } from './cancellation-policy'
import type { PatientFacingReason } from './staff-change-reason'

/** What was refunded, in the appointment's currency (none for a visit the clinic arranged, which had no online fee). */
export type Cancelled = Outcome<{ refundedMinor: number; currency: string | null }>

/**
 * Cancels a patient's own upcoming appointment: the place is freed, the
 * calendar event is withdrawn (new SEQUENCE), the fee is refunded in full up
 * to 48 hours before, and the patient is told in their language (the email
 * is written to the outbox with the cancellation). The account page and
 * POST /v1/appointments/{id}/cancel.
 */
export async function cancelAppointment(context: ActionContext, input: { userId: number; appointmentId: number }): Promise<Cancelled> {
  return countBookingStep('cancel', await cancelOwnAppointment(context, input))
}

async function cancelOwnAppointment(
  { db, now }: ActionContext,
  { userId, appointmentId }: { userId: number; appointmentId: number },
): Promise<Cancelled> {
  const before = await db
    .selectFrom('appointments')
    .select(['status', 'starts_at', 'fee_minor', 'currency', 'payment_id', 'calendar_uid'])
    .where('id', '=', appointmentId)
    .where('user_id', '=', userId)
    // A rescheduled appointment lives on as its replacement.
    .where('replaced_by_id', 'is', null)
    .executeTakeFirst()
  if (!before) return refuse('appointment_not_found')
  if (!canCancel({ status: before.status, startsAt: toDate(before.starts_at) }, now)) return refuse('not_cancellable')
  const refund = refundOnCancel(
    {
      status: before.status,
      paid: Boolean(before.payment_id),
      feeMinor: before.fee_minor,
      currency: before.currency,
      startsAt: toDate(before.starts_at),
    },
    now,
  )
  const refundedMinor = refund.kind === 'full' ? refund.amountMinor : 0
  let cancelled: boolean
  try {
    cancelled = await transactionWithRetry(db, (trx) =>
      withdrawAppointment(trx, { appointmentId, fromStatus: before.status, refundedMinor, paid: refund.kind !== 'nothing_paid', now }),
    )
  } catch (error) {
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
  if (!cancelled) return refuse('not_cancellable')
  if (refundedMinor > 0 && before.payment_id) {
    // The refund is recorded on the appointment; the provider call is retried by hand if it fails.
    await paymentProvider()
      .refund(before.payment_id, refundedMinor, `cancel-${before.calendar_uid ?? appointmentId}`)
      .catch((error: unknown) => logger.error({ err: error, appointmentId }, 'refund failed'))
  }
  wakeOutbox()
  return { ok: true, refundedMinor, currency: before.currency }
}

/**
 * The cancellation itself, in the caller's transaction (the patient's own, or
 * staff's with its audit entry): guarded by the status it was read with, it
 * frees the place, withdraws the calendar event (next SEQUENCE), cancels the
 * plan's assessment step and queues the patient's email. The appointment's
 * row is locked before its places, as on every path (appointment-locks.server.ts).
 * False when the appointment changed meanwhile (nothing written).
 */
export async function withdrawAppointment(
  trx: Transaction<Database>,
  {
    appointmentId,
    fromStatus,
    refundedMinor,
    paid,
    now,
    patientReason,
  }: {
    appointmentId: number
    fromStatus: AppointmentStatus
    refundedMinor: number
    paid: boolean
    now: Date
    /** The listed reason staff tell the patient (their cancel only). */
    patientReason?: PatientFacingReason
  },
) {
  // The guarded update is the lock on the appointment's row: taken before its places.
  const updated = await trx
    .updateTable('appointments')
    .set((eb) => ({ status: 'cancelled', refunded_minor: refundedMinor, hold_expires_at: null, calendar_sequence: eb('calendar_sequence', '+', 1) }))
    .where('id', '=', appointmentId)
    .where('status', '=', fromStatus)
    .returning('id')
    .executeTakeFirst()
  if (!updated) return false
  await trx.deleteFrom('slot_claims').where('appointment_id', '=', appointmentId).execute()
  await cancelAssessmentStep(trx, appointmentId, now)
  await enqueueCancellationEmail(trx, appointmentId, refundedMinor, paid, patientReason)
  return true
}
