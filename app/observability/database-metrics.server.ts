import type { LogEvent } from 'kysely'
import type pg from 'pg'
import { databasePoolConnections, databaseQueryDuration, readPoolWith } from './metrics.server'

/*
 * Database numbers: each query's time by its kind (never its SQL text, which
 * may hold values), through Kysely's `log` hook; PostgreSQL's pool counts read
 * when scraped.
 */

const KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
  // sql`…` templates: transactions' begin and commit, locks, full-text search.
  RawNode: 'raw',
}

export function queryKind(nodeKind: string) {
  return KINDS[nodeKind] ?? 'schema'
}

/** Kysely's `log` option: one observation per query, failed ones apart. */
export function observeQuery(event: LogEvent) {
  const labels = { operation: queryKind(event.query.query.kind), outcome: event.level === 'error' ? 'error' : 'ok' }
  databaseQueryDuration.observe(labels, event.queryDurationMillis / 1000)
}

let pool: pg.Pool | undefined

/** The pool whose counts the next scrapes read (undefined on SQLite: no series). */
export function watchPool(watched: pg.Pool | undefined) {
  pool = watched
}

readPoolWith(readPool)

function readPool() {
  if (!pool) return
  databasePoolConnections.set({ state: 'total' }, pool.totalCount)
  databasePoolConnections.set({ state: 'idle' }, pool.idleCount)
  databasePoolConnections.set({ state: 'waiting' }, pool.waitingCount)
}
