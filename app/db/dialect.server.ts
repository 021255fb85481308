import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  sql,
  type Transaction,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  CompiledQuery,
  type ColumnDataType,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type SqliteDatabase,
  type ColumnDefinitionBuilder,
  type Expression,
  type RawBuilder,
  type KyselyConfig,
} from 'kysely'
import { LRUCache } from 'lru-cache'
import pg from 'pg'

/*
 * The only place that knows which database engine is in use. Everything else
 * writes portable Kysely queries; the few engine differences live here and
 * are covered by the database test suite on both engines.
 */

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle<DB> {
  db: Kysely<DB>
  dialect: DialectName
  destroy: () => Promise<void>
  /** PostgreSQL's connection pool (its counts are metrics); SQLite has none. */
  pool?: pg.Pool
}

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url)
}

/** `file:data/claravia.db` → an absolute path; `file::memory:` stays in memory. */
export function sqlitePath(url: string) {
  const file = url.replace(/^file:/, '')
  return file === ':memory:' ? file : path.resolve(file)
}

/** SQLite's commit durability: FULL syncs the WAL at every commit (docs/decisions/015-sqlite-durability.md). */
export type SqliteSynchronous = 'NORMAL' | 'FULL'

export function openDatabase<DB>(
  url: string,
  options: { searchPath?: string; synchronous?: SqliteSynchronous; log?: KyselyConfig['log'] } = {},
): DatabaseHandle<DB> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log })
    return { db, dialect: 'postgres', destroy: () => db.destroy(), pool }
  }
  const file = sqlitePath(url)
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const database = new SQLite(file)
  // WAL lets readers run while one writer commits; the busy timeout makes a
  // second writer wait instead of failing at once under concurrent requests.
  database.pragma('journal_mode = WAL')
  database.pragma('busy_timeout = 5000')
  database.pragma('foreign_keys = ON')
  // FULL: a commit is on disk before it is acknowledged, so a power cut cannot
  // undo a confirmed payment (NORMAL only survives process crashes). The bench
  // (scripts/bench-durability.ts) measures the cost; the option exists for it.
  database.pragma(`synchronous = ${options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`)
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }), log: options.log })
  return { db, dialect: 'sqlite', destroy: () => db.destroy() }
}

/**
 * Kysely prepares every query it runs; preparing costs as much as running a small one. The
 * statements of the last 500 distinct SQL texts are kept and run again (a statement still
 * being iterated is busy: that query gets a fresh one).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 })
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = statements.get(sql)
      if (kept && !kept.busy) return kept
      const statement = database.prepare(sql)
      if (!kept) statements.set(sql, statement)
      return statement
    },
  }
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE).
 * With several processes on one file (WEB_CONCURRENCY), a transaction that
 * read first and then writes while another process holds the lock fails at
 * once with SQLITE_BUSY (the busy timeout does not apply to that upgrade);
 * taking the lock at the start makes it wait its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings)
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings)
  }
}

// Migrations and engine checks work on any schema, hence Kysely<any> (as Kysely's docs advise).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>

export function dialectOf(db: AnyKysely): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** Column type for a point in time: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
export function timestampType(db: AnyKysely): ColumnDataType {
  return dialectOf(db) === 'postgres' ? 'timestamptz' : 'text'
}

/** An integer primary key the engine numbers itself (identity on PostgreSQL, rowid alias on SQLite). */
export function idColumn(db: AnyKysely) {
  return dialectOf(db) === 'postgres'
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement()
}

/** Normalises what the engines return for a timestamp column. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * Locks one row until the transaction ends, so that transactions about the same
 * thing take turns. PostgreSQL: FOR NO KEY UPDATE, which still lets other
 * transactions insert rows that reference it (sessions…); SQLite already runs
 * one write transaction at a time (a single connection) and has no such clause.
 */
export async function lockRowForUpdate<DB>(trx: Transaction<DB>, table: string, id: number) {
  if (dialectOf(trx as AnyKysely) !== 'postgres') return
  await sql`select id from ${sql.table(table)} where id = ${id} for no key update`.execute(trx)
}

/**
 * `query` with FOR NO KEY UPDATE on PostgreSQL: the rows it returns stay locked
 * until the transaction ends, taken one by one in the order it returns them (give
 * it an ORDER BY), so transactions that lock several rows the same way cannot
 * deadlock over them. A row another transaction changed meanwhile is read again
 * and left out if it no longer matches. SQLite runs one write transaction at a
 * time and has no such clause: there it is the query as it is.
 */
export function lockedForUpdate<DB, Query extends { forNoKeyUpdate(): Query }>(trx: Transaction<DB>, query: Query): Query {
  return dialectOf(trx as AnyKysely) === 'postgres' ? query.forNoKeyUpdate() : query
}

/**
 * PostgreSQL rolled the transaction back because it ran into another one: a
 * serialization failure (40001) or a deadlock (40P01). Running it again from the
 * start is safe. SQLite never says so (one writer at a time, a second one waits).
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return code === '40001' || code === '40P01'
}

/**
 * Locks one row in share mode until the transaction ends: any number of
 * transactions may hold it together, but they wait for (and make wait) one
 * that took lockRowForUpdate on it. Bookings at a clinic share its row; a change
 * of its hours takes it alone. SQLite runs one write transaction at a time.
 */
export async function lockRowForShare<DB>(trx: Transaction<DB>, table: string, id: number) {
  if (dialectOf(trx as AnyKysely) !== 'postgres') return
  await sql`select id from ${sql.table(table)} where id = ${id} for share`.execute(trx)
}

/** Spanish accented letters, both cases, and what accent-blind search reads them as. */
const ACCENTED = 'áéíóúüñÁÉÍÓÚÜÑ'
const UNACCENTED = 'aeiouunaeiouun'

/**
 * Text lower-cased with its Spanish accents removed ("Núñez" → "nunez"), for
 * accent-blind search without extensions. PostgreSQL: one translate().
 * SQLite has no translate() and its lower() knows only ASCII: one replace()
 * per letter, upper-case ones included.
 */
export function accentFolded(db: AnyKysely, expression: Expression<string | null>): RawBuilder<string> {
  if (dialectOf(db) === 'postgres') return sql<string>`translate(lower(${expression}), ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)})`
  const replaced = [...ACCENTED].reduce<RawBuilder<unknown>>(
    (inner, letter, index) => sql`replace(${inner}, ${sql.lit(letter)}, ${sql.lit(UNACCENTED[index])})`,
    sql`${expression}`,
  )
  return sql<string>`lower(${replaced})`
}
