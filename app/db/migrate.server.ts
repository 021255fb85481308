import { Migrator } from 'kysely'
import type { AnyKysely } from './dialect.server'
import { migrations } from './migrations'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyKysely) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
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
