import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueOutcomeEmail } from './booking-notifications.server'
import { inRetriedTransaction, lockedLiveAppointment } from './staff-appointment-change.server'

export interface RecordAppointmentOutcomeInput {
  appointmentId: number
  outcome: 'completed' | 'no_show'
}

/**
 * Staff mark a confirmed appointment that has started as completed or as a
 * no-show (its console page, POST /v1/admin/appointments/{id}/complete and
 * /no-show); the patient is emailed (thanks, or how to book again). Audited.
 */
export async function recordAppointmentOutcome(context: ActionContext, { appointmentId, outcome }: RecordAppointmentOutcomeInput): Promise<Outcome> {
  const { scope } = staffCaller(context, 'appointments.manage')
  const recorded = await inRetriedTransaction(context.db, async (trx): Promise<Outcome> => {
    const appointment = await lockedLiveAppointment(trx, scope, appointmentId)
    if (!appointment) return refuse('appointment_not_found')
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
