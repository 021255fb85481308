import type { SelectQueryBuilder, Transaction } from 'kysely'
import { lockedForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'

/*
 * The one order in which every write takes its locks on appointments and
 * their places (docs/decisions/027), so that two writes never wait for each
 * other in a circle:
 *
 *   1. the clinic's row: in share mode when an hour is booked (ensureStillOffered),
 *      alone when the clinic's hours change;
 *   2. the patient's row, when a hold is placed (one unpaid hold each);
 *   3. the appointment rows, FOR NO KEY UPDATE, in ascending id (lockAppointments);
 *   4. their places: slot_claims given back, then new ones claimed (by seat, then hour);
 *   5. what follows: a new appointment row, the plan's step and plan, the outbox, the audit trail.
 *
 * A move used to give back its places (4) before it retired the old row (3)
 * while a cancel took them the other way round: deadlock detected (issue 25).
 * SQLite runs one write transaction at a time, so there the locks are no-ops.
 */

type AppointmentIds = SelectQueryBuilder<Database, 'appointments', { id: number }>

/**
 * Locks the appointments `narrow` selects, in ascending id, until the
 * transaction ends, and returns their ids. An appointment changed meanwhile by
 * another transaction is read again once that one ends, and left out if it no
 * longer matches: what is returned still matches, and stays so.
 */
export async function lockAppointments(trx: Transaction<Database>, narrow: (query: AppointmentIds) => AppointmentIds): Promise<number[]> {
  const rows = await lockedForUpdate(trx, narrow(trx.selectFrom('appointments').select('id')).orderBy('id')).execute()
  return rows.map((row) => row.id)
}
