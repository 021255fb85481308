import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { isTransactionConflict, lockedForUpdate, openDatabase, type DatabaseHandle } from './dialect.server'

/* SQLite's durability settings (docs/decisions/015-sqlite-durability.md); row locks and conflicts (docs/decisions/027). */

let handle: DatabaseHandle<unknown> | undefined
let folder: string | undefined
afterEach(async () => {
  await handle?.destroy()
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
  handle = folder = undefined
})

async function pragma(name: string) {
  const result = await sql<Record<string, unknown>>`select * from ${sql.raw(`pragma_${name}`)}`.execute(handle!.db)
  return Object.values(result.rows[0]!)[0]
}

it('a file database commits with synchronous=FULL in WAL mode, so a power cut cannot undo an acknowledged commit', async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-dialect-'))
  handle = openDatabase(`file:${path.join(folder, 'test.db')}`)
  expect(await pragma('journal_mode')).toBe('wal')
  expect(await pragma('synchronous')).toBe(2) // 2 = FULL, 1 = NORMAL
})

it('the bench can still open a NORMAL database to measure the difference', async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-dialect-'))
  handle = openDatabase(`file:${path.join(folder, 'test.db')}`, { synchronous: 'NORMAL' })
  expect(await pragma('synchronous')).toBe(1)
})

describeEachDatabase('locking rows for an update', (db, dialect) => {
  it('adds FOR NO KEY UPDATE on PostgreSQL only, after the ORDER BY (rows are locked in that order)', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        const { sql: text } = lockedForUpdate(trx, trx.selectFrom('users').select('id').orderBy('id')).compile()
        if (dialect === 'postgres') expect(text).toMatch(/order by "id" for no key update$/)
        else expect(text).not.toMatch(/for /)
      })
  })
})

it('tells a deadlock or serialization failure from any other error', () => {
  const coded = (code: string) => Object.assign(new Error('rolled back'), { code })
  expect(isTransactionConflict(coded('40P01'))).toBe(true)
  expect(isTransactionConflict(coded('40001'))).toBe(true)
  expect(isTransactionConflict(coded('23505'))).toBe(false)
  expect(isTransactionConflict(new Error('40P01'))).toBe(false)
  expect(isTransactionConflict({ code: '40P01' })).toBe(false)
  expect(isTransactionConflict(undefined)).toBe(false)
})
