import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'

/*
 * Internal notes on an appointment: staff of its clinic append them, staff
 * read them on the appointment's page (all the notes of its reschedule
 * chain, so a move does not lose them). Patients never see them: nothing
 * outside the console reads this table. Each note is audited.
 */

export interface AppointmentNote {
  id: number
  body: string
  author: string
  at: string
}

export async function addAppointmentNote(
  context: ActionContext,
  scope: ClinicScope,
  { appointmentId, body }: { appointmentId: number; body: string },
): Promise<Outcome<{ noteId: number }>> {
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

/** The notes on these appointments (one reschedule chain), oldest first. */
export async function listAppointmentNotes(db: Kysely<Database>, appointmentIds: number[]): Promise<AppointmentNote[]> {
  if (appointmentIds.length === 0) return []
  const rows = await db
    .selectFrom('appointment_notes as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.body', 'n.created_at', 'u.name'])
    .where('n.appointment_id', 'in', appointmentIds)
    .orderBy('n.id')
    .execute()
  return rows.map((row) => ({ id: row.id, body: row.body, author: row.name, at: toDate(row.created_at).toISOString() }))
}
