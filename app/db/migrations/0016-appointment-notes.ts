import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * The team's internal notes on an appointment ("called to confirm the
 * flight", "needs an interpreter"): a thread that only staff ever see,
 * appended to and never edited, each signed by its author.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('appointment_notes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(db), (col) => col.notNull())
    .execute()
  await db.schema.createIndex('appointment_notes_appointment_idx').on('appointment_notes').columns(['appointment_id', 'id']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('appointment_notes').ifExists().execute()
}
