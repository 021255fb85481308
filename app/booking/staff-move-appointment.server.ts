import { staffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { rescheduleAppointment } from './reschedule.server'
import { auditedReason, patientReason, type StaffReason } from './staff-change-reason'

export interface StaffMoveAppointmentInput {
  appointmentId: number
  /** The new hour's UTC start, ISO 8601 (one the patient could book). */
  startsAt: string
  /** Whether the patient is emailed the new date (default yes); the audit entry says which. */
  notify?: boolean
  /** Why (the console asks for it): kept in the audit entry, its listed reason told to the patient when chosen. */
  reason?: StaffReason
}

/**
 * Staff move an upcoming appointment to another free hour on the patient's
 * behalf: the patient's own reschedule (same checks, calendar update and
 * email, unless staff choose not to notify), with the staff member's audit
 * entry (reason, whether the patient was told) in its transaction.
 */
export async function staffMoveAppointment(
  context: ActionContext,
  { appointmentId, startsAt, notify = true, reason }: StaffMoveAppointmentInput,
): Promise<Outcome<{ newId: number }>> {
  const { scope } = staffCaller(context, 'appointments.manage')
  const appointment = await context.db
    .selectFrom('appointments')
    .select('user_id')
    .where('id', '=', appointmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
  if (!appointment) return refuse('appointment_not_found')
  const moved = await rescheduleAppointment(
    context,
    { userId: appointment.user_id, appointmentId, startsAt },
    (trx, change) =>
      recordAudit(trx, context, {
        action: 'appointment.move',
        entityType: 'appointment',
        entityId: appointmentId,
        before: { id: change.previousId, startsAt: change.previousStartsAt },
        after: { id: change.newId, startsAt: change.startsAt, notified: notify, ...(reason ? { reason: auditedReason(reason) } : {}) },
      }),
    { notify, patientReason: patientReason(reason) },
  )
  return moved.ok ? { ok: true, newId: moved.appointment.id } : moved
}
