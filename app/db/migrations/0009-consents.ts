import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * What a patient agreed to, when, and to which version of the policy
 * (docs: app/consents/policies.ts): the terms and the privacy policy at
 * sign-up, and the express consent to process health data given with each
 * booking's medical details (linked to that appointment). Rows are only
 * ever added: a new version means a new acceptance, and the history stays.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // terms | privacy | health_data
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    // The policy's date of version, e.g. 2026-11-01 (the date shown on the policy page).
    .addColumn('policy_version', 'varchar(20)', (col) => col.notNull())
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id').onDelete('set null'))
    .addColumn('accepted_at', timestampType(db), (col) => col.notNull())
    .execute()
  await db.schema.createIndex('consents_user_idx').on('consents').column('user_id').execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('consents').ifExists().execute()
}
