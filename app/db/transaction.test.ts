import { sql, type Kysely, type Transaction } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { lockedForUpdate } from './dialect.server'
import { transactionWithRetry, WriteConflict } from './transaction.server'

/* One retry after a deadlock or serialization failure, then WriteConflict (docs/decisions/027). */

type Probe = {
  retry_probes: { id: number; note: string }
}

const rolledBack = (code = '40P01') => Object.assign(new Error('deadlock detected'), { code })

/** A promise and the function that settles it: one transaction waits for the other's step. */
function signal() {
  let settle!: () => void
  const reached = new Promise<void>((resolve) => (settle = resolve))
  return { reached, settle }
}

describeEachDatabase('a transaction tried once more', (getDb, dialect) => {
  const db = () => getDb().withTables<Probe>() as unknown as Kysely<Probe>
  const notes = async () => (await db().selectFrom('retry_probes').select('note').orderBy('note').execute()).map((row) => row.note)

  beforeAll(async () => {
    await sql`create table retry_probes (id integer primary key, note text not null)`.execute(getDb())
  })

  it('runs the work again after a deadlock; the first run left nothing behind', async () => {
    let runs = 0
    const result = await transactionWithRetry(db(), async (trx) => {
      runs++
      await trx
        .insertInto('retry_probes')
        .values({ id: 1, note: `run ${runs}` })
        .execute()
      if (runs === 1) throw rolledBack()
      return 'done'
    })
    expect(result).toBe('done')
    expect(runs).toBe(2)
    expect(await notes()).toEqual(['run 2'])
  })

  it('a second deadlock or serialization failure is a WriteConflict, and nothing is written', async () => {
    let runs = 0
    const twice = transactionWithRetry(db(), async (trx) => {
      runs++
      await trx.insertInto('retry_probes').values({ id: 2, note: 'never' }).execute()
      throw rolledBack(runs === 1 ? '40P01' : '40001')
    })
    await expect(twice).rejects.toBeInstanceOf(WriteConflict)
    expect(runs).toBe(2)
    expect(await notes()).not.toContain('never')
  })

  it('any other error is thrown at once, never run again', async () => {
    let runs = 0
    const failing = transactionWithRetry(db(), async () => {
      runs++
      throw Object.assign(new Error('duplicate key'), { code: '23505' })
    })
    await expect(failing).rejects.toThrow('duplicate key')
    expect(runs).toBe(1)
  })

  it.runIf(dialect === 'postgres')(
    'two transactions locking two rows in opposite orders: PostgreSQL picks one to roll back, which runs again and commits',
    async () => {
      await db()
        .insertInto('retry_probes')
        .values([
          { id: 10, note: 'a' },
          { id: 11, note: 'b' },
        ])
        .execute()
      const lock = (trx: Transaction<Probe>, id: number) =>
        lockedForUpdate(trx, trx.selectFrom('retry_probes').select('id').where('id', '=', id)).execute()
      const first = { holds: signal(), runs: 0 }
      const second = { holds: signal(), runs: 0 }
      const crossing = (mine: typeof first, other: typeof first, [own, theirs]: [number, number]) =>
        transactionWithRetry(db(), async (trx) => {
          mine.runs++
          await lock(trx, own)
          // The first run waits until the other holds its row, so each then waits for the other's.
          if (mine.runs === 1) {
            mine.holds.settle()
            await other.holds.reached
          }
          await lock(trx, theirs)
          await trx
            .updateTable('retry_probes')
            .set({ note: `${own} then ${theirs}` })
            .where('id', 'in', [own, theirs])
            .execute()
        })
      await Promise.all([crossing(first, second, [10, 11]), crossing(second, first, [11, 10])])
      // Exactly one was rolled back (after PostgreSQL's deadlock_timeout, a second) and ran again, after the other.
      expect(first.runs + second.runs).toBe(3)
      const retried = first.runs === 2 ? '10 then 11' : '11 then 10'
      const rows = await db().selectFrom('retry_probes').select('note').where('id', 'in', [10, 11]).execute()
      expect(rows.map((row) => row.note)).toEqual([retried, retried])
    },
    30_000,
  )
})
