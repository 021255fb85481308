import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueOutcomeEmail } from './booking-notifications.server'
import { auditedReason, type StaffReason } from './staff-change-reason'
import { inRetriedTransaction, lockedLiveAppointment } from './staff-appointment-change.server'
import { UNDO_SECONDS } from './undo-window'

export interface RecordAppointmentOutcomeInput {
  appointmentId: number
  outcome: 'completed' | 'no_show'
  /** Why (the console asks it for a no-show): kept in the audit entry only. */
  reason?: StaffReason
}

/** Until when (the acting clock) the mark may be undone (undoAppointmentOutcome). */
export type OutcomeRecorded = Outcome<{ undoUntil: string }>

/**
 * Staff mark a confirmed appointment that has started as completed or as a
 * no-show (its console page, POST /v1/admin/appointments/{id}/complete and
 * /no-show); the patient is emailed (thanks, or how to book again) once the
 * undo window has passed: the email waits UNDO_SECONDS in the outbox, and the
 * audit entry names it so an undo can withdraw it. Audited.
 */
export async function recordAppointmentOutcome(
  context: ActionContext,
  { appointmentId, outcome, reason }: RecordAppointmentOutcomeInput,
): Promise<OutcomeRecorded> {
  const { scope } = staffCaller(context, 'appointments.manage')
  const recorded = await inRetriedTransaction(context.db, async (trx): Promise<OutcomeRecorded> => {
    const appointment = await lockedLiveAppointment(trx, scope, appointmentId)
    if (!appointment) return refuse('appointment_not_found')
    if (appointment.status !== 'confirmed') return refuse('appointment_closed', { values: { status: appointment.status } })
    if (toDate(appointment.starts_at) > context.now) return refuse('appointment_not_started')
    await trx.updateTable('appointments').set({ status: outcome }).where('id', '=', appointmentId).execute()
    // The outbox's worker runs on the real clock: the email waits the window from now, whatever the acting clock says.
    const emailId = await enqueueOutcomeEmail(trx, appointmentId, outcome, new Date(Date.now() + UNDO_SECONDS * 1000))
    await recordAudit(trx, context, {
      action: `appointment.${outcome}`,
      entityType: 'appointment',
      entityId: appointmentId,
      before: { status: appointment.status },
      after: { status: outcome, ...(emailId === undefined ? {} : { emailId }), ...(reason ? { reason: auditedReason(reason) } : {}) },
    })
    return { ok: true, undoUntil: new Date(context.now.getTime() + UNDO_SECONDS * 1000).toISOString() }
  })
  if (recorded.ok) wakeOutbox()
  return recorded
}
