import type { Kysely, Transaction } from 'kysely'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'
import type { Database } from '~/db/schema'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { lockAppointments } from './appointment-locks.server'

/*
 * What the staff verbs on an appointment share (record-appointment-outcome,
 * staff-cancel-appointment). Each runs in one transaction holding the
 * appointment's row (taken first, before its places: appointment-locks.server.ts),
 * with its audit entry; a second click, or a colleague's at the same moment,
 * finds the appointment already changed and is refused, so a refund is made
 * once. A transaction PostgreSQL rolls back twice for a deadlock is refused
 * too (`write_conflict`), never a 500.
 */

/**
 * The live appointment (not replaced by a reschedule) at a clinic in `scope`,
 * its row locked until the transaction ends; undefined otherwise.
 */
export async function lockedLiveAppointment(trx: Transaction<Database>, scope: ClinicScope, appointmentId: number) {
  await lockAppointments(trx, (query) => query.where('id', '=', appointmentId))
  const appointment = await trx
    .selectFrom('appointments')
    .select(['id', 'status', 'starts_at', 'fee_minor', 'currency', 'payment_id', 'refunded_minor', 'replaced_by_id', 'calendar_uid'])
    .where('id', '=', appointmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
  return appointment && appointment.replaced_by_id === null ? appointment : undefined
}

/** `work`'s outcome, run in a transaction tried once more after a deadlock; a second one is refused. */
export async function inRetriedTransaction<Result extends Outcome>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<Result>) {
  try {
    return await transactionWithRetry(db, work)
  } catch (error) {
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
}
