import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { migrateToLatest } from '~/db/migrate.server'
import { seedDemoPatient } from '~/patients/demo-patient.server'
import { seedDemoExchangeRates } from '~/quotes/demo-exchange-rates.server'
import { seedDefaultSettings } from '~/settings/settings.server'
import { inviteFirstAdmin } from '~/staff/first-admin.server'

/*
 * Start-up only: the database layer opens connections; what a fresh install
 * needs (schema, settings, catalogue content, the demo patient, the first
 * admin's invitation) comes from the
 * features, so it is put together here rather than below them.
 */

/** Migrates, then seeds what a fresh install needs. */
export async function prepareDatabase() {
  const db = database()
  const applied = await migrateToLatest(db)
  await seedDefaultSettings(db)
  const catalogueUpdated = await syncCatalogue(db)
  const config = env()
  const demo = config.DEMO_CONTENT ? config.DEMO_CONTENT === 'true' : config.NODE_ENV !== 'production'
  const demoPatientCreated = demo ? await seedDemoPatient(db) : false
  // Rates for trying the quote builder: only into an empty table (a real site enters or imports its own).
  if (demo) await seedDemoExchangeRates(db)
  const firstAdminInvitation = config.ADMIN_EMAIL ? await inviteFirstAdmin(db, config.ADMIN_EMAIL) : undefined
  return { applied, catalogueUpdated, demoPatientCreated, firstAdminInvitation }
}
