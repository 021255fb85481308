import { staffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'

export interface AddAppointmentNoteInput {
  appointmentId: number
  body: string
}

/**
 * Staff of the appointment's clinic append an internal note to it, signed by
 * the signed-in member (the console page's note form, POST
 * /v1/admin/appointments/{id}/notes). Patients never see it. Audited.
 */
export async function addAppointmentNote(
  context: ActionContext,
  { appointmentId, body }: AddAppointmentNoteInput,
): Promise<Outcome<{ noteId: number }>> {
  const { scope } = staffCaller(context, 'appointments.manage')
  const author = context.session?.user
  if (!author) return refuse('staff_only')
  return context.db.transaction().execute(async (trx) => {
    const appointment = await trx
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', appointmentId)
      .where(clinicInScope('clinic_id', scope))
      .executeTakeFirst()
    if (!appointment) return refuse('appointment_not_found')
    const { id } = await trx
      .insertInto('appointment_notes')
      .values({ appointment_id: appointmentId, author_id: author.id, body, created_at: context.now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, context, { action: 'appointment.note', entityType: 'appointment', entityId: appointmentId, after: { noteId: id, body } })
    return { ok: true, noteId: id }
  })
}
