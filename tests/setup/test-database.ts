import { afterAll, beforeAll, describe } from 'vitest'
import type { Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle, type DialectName } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database } from '~/db/schema'
import { createTestDatabase } from './postgres-databases'

/*
 * Runs a suite once per database engine: always SQLite (in memory), and
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL
 * suite gets its own database (a copy of one migrated once per run, see
 * postgres-databases.ts), so test files can run in parallel.
 */

const postgresUrl = process.env.TEST_DATABASE_URL

export const testedDialects: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

export function describeEachDatabase(name: string, suite: (getDb: () => Kysely<Database>, dialect: DialectName) => void) {
  for (const dialect of testedDialects) {
    describe(`${name} [${dialect}]`, () => {
      let handle: DatabaseHandle<Database>
      let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined
      beforeAll(async () => {
        if (dialect === 'postgres') {
          database = await createTestDatabase('test')
          handle = openDatabase<Database>(database.url)
        } else {
          handle = openDatabase<Database>('file::memory:')
        }
        // On PostgreSQL the copy is migrated already: this only checks it.
        await migrateToLatest(handle.db)
      })
      afterAll(async () => {
        await handle?.destroy()
        await database?.drop()
      })
      suite(() => handle.db, dialect)
    })
  }
}
