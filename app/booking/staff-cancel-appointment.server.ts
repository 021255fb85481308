import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { logger } from '~/observability/logger.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { recordAudit } from '~/staff/audit.server'
import { withdrawAppointment } from './cancel.server'
import { auditedReason, patientReason, type StaffReason } from './staff-change-reason'
import { inRetriedTransaction, lockedLiveAppointment } from './staff-appointment-change.server'

export interface StaffCancelAppointmentInput {
  appointmentId: number
  /** The part of the fee paid to refund, in minor units; all of it when left out. */
  refundMinor?: number
  /** Why (the console asks for it): kept in the audit entry, its listed reason told to the patient when chosen. */
  reason?: StaffReason
}

export type StaffCancelled = Outcome<{ refundedMinor: number; currency: string | null }>

/**
 * Staff cancel an upcoming appointment on the clinic's side (the patient's own
 * is cancelAppointment), at any time before it starts, refunding
 * `refundMinor` of the fee paid. The place is freed, the patient's calendar
 * event withdrawn and the patient emailed in their language, as when they
 * cancel themselves. The provider's refund is asked after the commit with a
 * key of this appointment, so a retry can never refund twice. Audited.
 */
export async function staffCancelAppointment(
  context: ActionContext,
  { appointmentId, refundMinor, reason }: StaffCancelAppointmentInput,
): Promise<StaffCancelled> {
  const { scope } = staffCaller(context, 'appointments.manage')
  const result = await inRetriedTransaction(
    context.db,
    async (trx): Promise<StaffCancelled & { paymentId?: string | null; calendarUid?: string | null }> => {
      const appointment = await lockedLiveAppointment(trx, scope, appointmentId)
      if (!appointment) return refuse('appointment_not_found')
      if (appointment.status !== 'confirmed' && appointment.status !== 'pending_payment')
        return refuse('appointment_closed', { values: { status: appointment.status } })
      if (toDate(appointment.starts_at) <= context.now) return refuse('not_cancellable')
      const paidMinor = appointment.payment_id && appointment.status === 'confirmed' ? (appointment.fee_minor ?? 0) : 0
      const refundedMinor = refundMinor ?? paidMinor
      if (refundedMinor > paidMinor) return refuse('refund_too_large', { field: 'refund', values: { max: paidMinor } })
      // The row is locked: the status read above is the one the guarded update finds.
      await withdrawAppointment(trx, {
        appointmentId,
        fromStatus: appointment.status,
        refundedMinor,
        paid: paidMinor > 0,
        now: context.now,
        patientReason: patientReason(reason),
      })
      await recordAudit(trx, context, {
        action: 'appointment.cancel',
        entityType: 'appointment',
        entityId: appointmentId,
        before: { status: appointment.status, refundedMinor: appointment.refunded_minor ?? 0 },
        after: { status: 'cancelled', refundedMinor, ...(reason ? { reason: auditedReason(reason) } : {}) },
      })
      return { ok: true, refundedMinor, currency: appointment.currency, paymentId: appointment.payment_id, calendarUid: appointment.calendar_uid }
    },
  )
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
