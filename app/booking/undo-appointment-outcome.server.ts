import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { withdrawPendingEmail } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { inRetriedTransaction, lockedLiveAppointment } from './staff-appointment-change.server'
import { UNDO_SECONDS } from './undo-window'

export interface UndoAppointmentOutcomeInput {
  appointmentId: number
}

/**
 * Staff take back a completed or no-show mark within UNDO_SECONDS of making it
 * (the toast's "Undo"): the appointment is confirmed again, the patient's
 * email, still waiting in the outbox, is withdrawn, and the undo is audited.
 * Refused (`undo_expired`) after the window, once the email has left, or when
 * the mark is not the appointment's last change: nothing is changed then.
 */
export async function undoAppointmentOutcome(context: ActionContext, { appointmentId }: UndoAppointmentOutcomeInput): Promise<Outcome> {
  const { scope } = staffCaller(context, 'appointments.manage')
  return inRetriedTransaction(context.db, async (trx): Promise<Outcome> => {
    const appointment = await lockedLiveAppointment(trx, scope, appointmentId)
    if (!appointment) return refuse('appointment_not_found')
    if (appointment.status !== 'completed' && appointment.status !== 'no_show') return refuse('undo_expired')
    const mark = await trx
      .selectFrom('audit_log')
      .select(['at', 'action', 'after'])
      .where('entity_type', '=', 'appointment')
      .where('entity_id', '=', String(appointmentId))
      .where('action', 'in', ['appointment.completed', 'appointment.no_show', 'appointment.undo'])
      .orderBy('id', 'desc')
      .executeTakeFirst()
    if (!mark || mark.action !== `appointment.${appointment.status}`) return refuse('undo_expired')
    if (toDate(mark.at).getTime() + UNDO_SECONDS * 1000 < context.now.getTime()) return refuse('undo_expired')
    const { emailId } = JSON.parse(mark.after ?? '{}') as { emailId?: number }
    // Taken back only if no worker has claimed it: otherwise it is on its way and the mark stands.
    if (emailId !== undefined && !(await withdrawPendingEmail(trx, emailId))) return refuse('undo_expired')
    await trx.updateTable('appointments').set({ status: 'confirmed' }).where('id', '=', appointmentId).execute()
    await recordAudit(trx, context, {
      action: 'appointment.undo',
      entityType: 'appointment',
      entityId: appointmentId,
      before: { status: appointment.status },
      after: { status: 'confirmed', undid: mark.action, ...(emailId === undefined ? {} : { emailWithdrawn: emailId }) },
    })
    return { ok: true }
  })
}
