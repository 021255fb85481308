import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'

/*
 * Internal notes on an appointment: staff of its clinic append them
 * (add-appointment-note.server.ts), staff read them on the appointment's page
 * (all the notes of its reschedule chain, so a move does not lose them).
 * Patients never see them: nothing outside the console reads this table.
 */

export interface AppointmentNote {
  id: number
  body: string
  author: string
  at: string
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
