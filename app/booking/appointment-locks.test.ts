import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { lockAppointments } from './appointment-locks.server'

/* Appointments are locked in ascending id, before their places (docs/decisions/027). */

describeEachDatabase('locking appointments', (db, dialect) => {
  let patient: number
  let appointment: (status?: 'confirmed' | 'pending_payment') => Promise<number>

  beforeAll(async () => {
    const ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
    appointment = (status = 'confirmed') =>
      insertAppointment(db(), { user_id: patient, clinic_id: ids.bogota, service_id: ids.lasik, starts_at: '2027-03-01T15:00:00.000Z', status })
  }, 60_000)

  it('returns the ids it locked, in ascending order, of the appointments that match', async () => {
    const [a, b, c] = [await appointment(), await appointment('pending_payment'), await appointment()]
    const locked = await db()
      .transaction()
      .execute(async (trx) => ({
        all: await lockAppointments(trx, (query) => query.where('id', 'in', [c, a, b])),
        confirmed: await lockAppointments(trx, (query) => query.where('id', 'in', [c, a, b]).where('status', '=', 'confirmed')),
      }))
    expect(locked).toEqual({ all: [a, b, c], confirmed: [a, c] })
  })

  it.runIf(dialect === 'postgres')('a second transaction waits for the first, then leaves out what no longer matches', async () => {
    const id = await appointment()
    let second: Promise<number[]> | undefined
    await db()
      .transaction()
      .execute(async (first) => {
        expect(await lockAppointments(first, (query) => query.where('id', '=', id))).toEqual([id])
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(first)
        second = db()
          .transaction()
          .execute((trx) => lockAppointments(trx, (query) => query.where('id', '=', id).where('status', '=', 'confirmed')))
        // Until PostgreSQL says the second is waiting for this one (a query each time, a bounded number of them).
        for (let asked = 1; ; asked++) {
          const waiting = await sql<{
            count: number
          }>`select count(*)::int as count from pg_stat_activity where ${rows[0]!.pid}::int = any(pg_blocking_pids(pid))`.execute(db())
          if (waiting.rows[0]!.count > 0) break
          expect(asked).toBeLessThan(2_000)
        }
        await first.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', id).execute()
      })
    expect(await second).toEqual([])
  })
})
