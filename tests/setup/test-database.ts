import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe } from 'vitest'
import pg from 'pg'
import type { Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle, type DialectName } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database } from '~/db/schema'

/*
 * Runs a suite once per database engine: always SQLite (in memory), and
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL
 * suite gets its own schema, so test files can run in parallel.
 */

const postgresUrl = process.env.TEST_DATABASE_URL

export const testedDialects: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

export function describeEachDatabase(name: string, suite: (getDb: () => Kysely<Database>, dialect: DialectName) => void) {
  for (const dialect of testedDialects) {
    describe(`${name} [${dialect}]`, () => {
      let handle: DatabaseHandle<Database>
      let schema: string | undefined
      beforeAll(async () => {
        if (dialect === 'postgres') {
          schema = `test_${randomBytes(6).toString('hex')}`
          await adminQuery(`create schema ${schema}`)
          handle = openDatabase<Database>(postgresUrl!, { searchPath: schema })
        } else {
          handle = openDatabase<Database>('file::memory:')
        }
        await migrateToLatest(handle.db)
      })
      afterAll(async () => {
        await handle?.destroy()
        if (schema) await adminQuery(`drop schema ${schema} cascade`)
      })
      suite(() => handle.db, dialect)
    })
  }
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
