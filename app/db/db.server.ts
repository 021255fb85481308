import { env } from '~/config/env.server'
import { openDatabase, type DatabaseHandle } from './dialect.server'
import type { Database } from './schema'

let handle: DatabaseHandle<Database> | undefined

/** The process-wide database connection (SQLite by default, PostgreSQL via DATABASE_URL). */
export function database() {
  handle ??= openDatabase<Database>(env().DATABASE_URL)
  return handle.db
}

export async function closeDatabase() {
  await handle?.destroy()
  handle = undefined
}
