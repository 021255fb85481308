import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/*
 * PostgreSQL for test files running in parallel: each suite (and each app server of a test) gets a
 * database of its own, copied from one that tests/setup/postgres-template.ts migrated once per run.
 * Not a schema in the shared database: Kysely's migrator reads the catalog of every schema of its
 * database (with has_schema_privilege by name), so a schema another file dropped meanwhile failed
 * it ("schema … does not exist"), and the shared catalog, grown by every suite's tables, made each
 * migration slower (seconds per suite). A database's catalog is its own; dropping it leaves nothing.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database new test databases are copied from (empty without TEST_DATABASE_URL). */
    postgresTemplate: string
  }
}

/** `url` with its database name replaced. */
export function postgresDatabaseUrl(url: string, database: string) {
  const copy = new URL(url)
  copy.pathname = `/${database}`
  return copy.toString()
}

export async function postgresAdminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new database on TEST_DATABASE_URL's server, already migrated; `drop` removes it once its connections are closed. */
export async function createTestDatabase(prefix: string) {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const template = inject('postgresTemplate')
  // Named after the template, so the end of the run finds any a test left connected (postgres-template.ts).
  const name = `${template}_${prefix}_${randomBytes(6).toString('hex')}`
  await postgresAdminQuery(serverUrl, `create database ${name} template ${template}`)
  return {
    url: postgresDatabaseUrl(serverUrl, name),
    // PostgreSQL waits (up to 5 s) for the sessions a closed pool is still ending. Not WITH (FORCE): a session it
    // ends answers its client with an error. One a test leaves open keeps its database until the end of the run.
    drop: () => postgresAdminQuery(serverUrl, `drop database if exists ${name}`).catch(() => {}),
  }
}
