import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Verified reviews (issue 31). Only a patient whose appointment was completed
 * (or whose treatment step without an appointment was done) may review the
 * clinic and specialist of it: one review per appointment or step, which the
 * unique keys enforce. Staff never edit or delete a review: they reply in
 * public, or hide it for a listed reason, shown in its place.
 *
 * rating_summaries keeps each clinic's, specialist's and treatment's count and
 * distribution of published reviews, written in the same transaction as the
 * review, so a page with 10,000 reviews reads one row, not 10,000.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // What was completed: exactly one of the two.
    .addColumn('appointment_id', 'integer', (col) => col.unique().references('appointments.id').onDelete('cascade'))
    .addColumn('treatment_step_id', 'integer', (col) => col.unique().references('treatment_steps.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    .addColumn('specialist_id', 'integer', (col) => col.references('specialists.id'))
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id'))
    // YYYY-MM-DD the care took place ("Verified patient · LASIK · November 2026").
    .addColumn('completed_on', 'varchar(10)', (col) => col.notNull())
    // Stars 1–5: overall required, the sub-scores optional.
    .addColumn('overall', 'integer', (col) => col.notNull())
    .addColumn('care', 'integer')
    .addColumn('communication', 'integer')
    .addColumn('result', 'integer')
    .addColumn('value', 'integer')
    .addColumn('body', 'text', (col) => col.notNull())
    // The language it was written in (shown to the other language's readers as "written in …", never translated).
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    // A first name or initials, or '' for "Verified patient" alone.
    .addColumn('display_name', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    // published | hidden | withdrawn
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    // personal_data | abuse | not_about_care, while hidden.
    .addColumn('hidden_reason', 'varchar(20)')
    .addColumn('hidden_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('hidden_at', timestamp)
    .addColumn('reply_body', 'text')
    .addColumn('reply_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reply_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    // The patient may edit it until then (30 days after it was first published).
    .addColumn('editable_until', timestamp, (col) => col.notNull())
    // Optimistic lock: every change is conditional on the version read.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  for (const column of ['clinic_id', 'specialist_id', 'service_id'] as const) {
    await db.schema.createIndex(`reviews_${column}_idx`).on('reviews').columns([column, 'status', 'created_at']).execute()
  }
  await db.schema.createIndex('reviews_status_idx').on('reviews').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('reviews_patient_idx').on('reviews').columns(['patient_id']).execute()

  // One invitation per completed appointment or step: sent a few days after, reminded once.
  await db.schema
    .createTable('review_invitations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('appointment_id', 'integer', (col) => col.unique().references('appointments.id').onDelete('cascade'))
    .addColumn('treatment_step_id', 'integer', (col) => col.unique().references('treatment_steps.id').onDelete('cascade'))
    .addColumn('due_at', timestamp, (col) => col.notNull())
    .addColumn('invited_at', timestamp)
    .addColumn('reminded_at', timestamp)
    .execute()
  await db.schema.createIndex('review_invitations_due_idx').on('review_invitations').columns(['invited_at', 'due_at']).execute()

  await db.schema
    .createTable('rating_summaries')
    // clinic | specialist | service
    .addColumn('target_kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('star_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_1', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_2', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_3', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_4', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stars_5', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rating_summaries_pk', ['target_kind', 'target_id'])
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('rating_summaries').ifExists().execute()
  await db.schema.dropTable('review_invitations').ifExists().execute()
  await db.schema.dropTable('reviews').ifExists().execute()
}
