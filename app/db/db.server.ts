import { env } from '~/config/env.server'
import { observeQuery, watchPool } from '~/observability/database-metrics.server'
import { openDatabase, type DatabaseHandle } from './dialect.server'
import type { Database } from './schema'

let handle: DatabaseHandle<Database> | undefined

/** The process-wide database connection (SQLite by default, PostgreSQL via DATABASE_URL). */
export function database() {
  if (!handle) {
    // Query times by kind go to the metrics (app/observability); the pool's counts too, on PostgreSQL.
    handle = openDatabase<Database>(env().DATABASE_URL, { log: observeQuery })
    watchPool(handle.pool)
  }
  return handle.db
}

export async function closeDatabase() {
  await handle?.destroy()
  handle = undefined
}
