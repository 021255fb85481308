import type { AnyKysely } from '../dialect.server'

/*
 * Rescheduling retires an appointment and books its replacement in one
 * transaction. The retired row (status 'cancelled') points at the new one, so
 * its old links (calendar file, payment pages) stop working and lists skip it.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .alterTable('appointments')
    .addColumn('replaced_by_id', 'integer', (col) => col.references('appointments.id'))
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.alterTable('appointments').dropColumn('replaced_by_id').execute()
}
