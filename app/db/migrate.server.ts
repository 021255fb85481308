import { Migrator } from 'kysely'
import type { AnyKysely } from './dialect.server'
import { migrations } from './migrations'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyKysely) {
  // Branches add migrations in parallel (0006 may arrive after 0007 ran): run a
  // missing earlier one instead of refusing to start. Migrations are independent.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
