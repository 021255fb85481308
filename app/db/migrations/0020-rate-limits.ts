import type { AnyKysely } from '../dialect.server'

/*
 * The rate limits' counters when there is no Redis (docs/decisions/030): one
 * row per limit and key (`signInAccount:ana@example.com`), the points spent in
 * its window and when the window ends (milliseconds since the epoch), so a
 * restart forgets nothing and every process and instance on the database
 * counts together. Rows whose window has ended are deleted by the processes
 * that use them (app/security/rate-limit.server.ts); the index finds them.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('expire', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('rate_limits').ifExists().execute()
}
