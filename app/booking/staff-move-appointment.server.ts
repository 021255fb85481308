import { staffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { rescheduleAppointment } from './reschedule.server'

export interface StaffMoveAppointmentInput {
  appointmentId: number
  /** The new hour's UTC start, ISO 8601 (one the patient could book). */
  startsAt: string
}

/**
 * Staff move an upcoming appointment to another free hour on the patient's
 * behalf: the patient's own reschedule (same checks, calendar update and
 * email), with the staff member's audit entry in its transaction.
 */
export async function staffMoveAppointment(
  context: ActionContext,
  { appointmentId, startsAt }: StaffMoveAppointmentInput,
): Promise<Outcome<{ newId: number }>> {
  const { scope } = staffCaller(context, 'appointments.manage')
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
