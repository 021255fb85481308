import fs from 'node:fs/promises'
import SQLite from 'better-sqlite3'
import type pg from 'pg'
import { isPostgresUrl, sqlitePath, type DialectName } from '~/db/dialect.server'
import { clientMajorVersion, runPostgresTool, withPostgresClient } from './postgres-tools.server'

/*
 * A consistent copy of the database while the site runs. SQLite: the online
 * backup API copies every page as of one moment, writers carrying on. PostgreSQL:
 * pg_dump in the custom format, on a snapshot this module exports, so the
 * schema version read beside it is the dump's own.
 */

export interface DatabaseSnapshot {
  dialect: DialectName
  lastMigration: string
  tables: number
}

export const DUMP_FILE: Record<DialectName, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' }

const MIGRATIONS_TABLE = 'kysely_migration'

export async function snapshotDatabase(url: string, file: string): Promise<DatabaseSnapshot> {
  return isPostgresUrl(url) ? snapshotPostgres(url, file) : snapshotSqlite(url, file)
}

async function snapshotSqlite(url: string, file: string): Promise<DatabaseSnapshot> {
  const source = new SQLite(sqlitePath(url), { fileMustExist: true })
  try {
    await source.backup(file)
  } finally {
    source.close()
  }
  // The copy keeps the source's WAL mode; as a rollback-journal file it is one self-contained file, with no
  // -wal or -shm beside it (the site turns WAL on again when it opens the restored file).
  const copy = new SQLite(file)
  try {
    copy.pragma('journal_mode = DELETE')
    // Read from the copy itself: what it holds, not what the live file holds a moment later.
    return { dialect: 'sqlite', ...describeSqlite(copy) }
  } finally {
    copy.close()
  }
}

function describeSqlite(database: SQLite.Database) {
  const tables = database.prepare(`select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'`).get() as {
    count: number
  }
  const hasMigrations = database.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(MIGRATIONS_TABLE)
  const last = hasMigrations ? (database.prepare(`select max(name) as name from ${MIGRATIONS_TABLE}`).get() as { name: string | null }).name : null
  return { lastMigration: last ?? noMigrations(), tables: tables.count }
}

function noMigrations(): never {
  throw new Error('The database has no migrations applied: there is nothing to back up (start the site once to create it).')
}

async function snapshotPostgres(url: string, file: string): Promise<DatabaseSnapshot> {
  await checkClientVersion(url)
  return withPostgresClient(url, async (client) => {
    // The exported snapshot lives as long as this transaction: pg_dump reads through it.
    await client.query('begin isolation level repeatable read read only')
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
      const described = await describePostgres(client)
      await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`], url)
      return { dialect: 'postgres' as const, ...described }
    } finally {
      await client.query('commit')
    }
  })
}

async function describePostgres(client: pg.Client) {
  const tables = await client.query<{ count: string }>(
    `select count(*) as count from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  )
  const hasMigrations = await client.query(`select 1 from information_schema.tables where table_schema = current_schema() and table_name = $1`, [
    MIGRATIONS_TABLE,
  ])
  const last = hasMigrations.rowCount
    ? (await client.query<{ name: string | null }>(`select max(name) as name from ${MIGRATIONS_TABLE}`)).rows[0]!.name
    : null
  return { lastMigration: last ?? noMigrations(), tables: Number(tables.rows[0]!.count) }
}

/** pg_dump refuses a server newer than itself; say so before starting, with both versions. */
async function checkClientVersion(url: string) {
  const client = await clientMajorVersion('pg_dump')
  const server = await withPostgresClient(url, async (connection) => {
    const { rows } = await connection.query<{ version: string }>('show server_version_num')
    return Math.floor(Number(rows[0]!.version) / 10_000)
  })
  if (client < server)
    throw new Error(`pg_dump ${client} cannot dump a PostgreSQL ${server} server: install the client of version ${server} or newer.`)
}

/** How many tables the database at `url` has (0: empty or absent, safe to restore into). */
export async function tableCount(url: string): Promise<number> {
  if (isPostgresUrl(url)) return withPostgresClient(url, async (client) => (await describePostgresTables(client)).count)
  const file = sqlitePath(url)
  if (!(await fs.stat(file).catch(() => undefined))) return 0
  // Not read-only: a WAL database opened read-only fails without its -shm file, which a stopped site may lack.
  const database = new SQLite(file, { fileMustExist: true })
  try {
    return (
      database.prepare(`select count(*) as count from sqlite_master where type = 'table' and name not like 'sqlite_%'`).get() as { count: number }
    ).count
  } finally {
    database.close()
  }
}

async function describePostgresTables(client: pg.Client) {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
  )
  return { count: Number(rows[0]!.count) }
}
