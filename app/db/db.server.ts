import { syncCatalogue } from '~/catalogue/seed/sync.server'
import { env } from '~/config/env.server'
import { seedDemoPatient } from '~/patients/demo-patient.server'
import { seedDefaultSettings } from '~/settings/settings.server'
import { openDatabase, type DatabaseHandle } from './dialect.server'
import { migrateToLatest } from './migrate.server'
import type { Database } from './schema'

let handle: DatabaseHandle<Database> | undefined

/** The process-wide database connection (SQLite by default, PostgreSQL via DATABASE_URL). */
export function database() {
  handle ??= openDatabase<Database>(env().DATABASE_URL)
  return handle.db
}

export function databaseDialect() {
  database()
  return handle!.dialect
}

/** Start-up: migrate, then seed what a fresh install needs (settings, the catalogue content). */
export async function prepareDatabase() {
  const db = database()
  const applied = await migrateToLatest(db)
  await seedDefaultSettings(db)
  const catalogueUpdated = await syncCatalogue(db)
  const config = env()
  const demo = config.DEMO_CONTENT ? config.DEMO_CONTENT === 'true' : config.NODE_ENV !== 'production'
  const demoPatientCreated = demo ? await seedDemoPatient(db) : false
  return { applied, catalogueUpdated, demoPatientCreated }
}

export async function closeDatabase() {
  await handle?.destroy()
  handle = undefined
}
