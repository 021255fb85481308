import { Migrator, sql } from 'kysely'
import { dialectOf, type AnyKysely } from './dialect.server'
import { migrations } from './migrations'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyKysely) {
  const { error, results = [] } = await (await migratorOf(db)).migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** The migrations this build knows that the database has not applied (readiness: /readyz). */
export async function pendingMigrations(db: AnyKysely): Promise<string[]> {
  const known = await (await migratorOf(db)).getMigrations()
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name)
}

async function migratorOf(db: AnyKysely) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: await currentSchema(db) })
}

/**
 * PostgreSQL: the schema our tables live in (the first of the search path).
 * Without it, Kysely looks for its migration tables in every schema and, when
 * another schema of the same database has them (parallel test suites, a second
 * app), takes them as ours and fails ("kysely_migration_lock does not exist").
 */
async function currentSchema(db: AnyKysely): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}
