import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Documents staff attach to a treatment (issue 12, item 4): reports, scans,
 * prescriptions. The bytes live in the document store (local disk under
 * data/ by default) under `storage_key`; this table says whose they are, so
 * the download can be served only to that patient and to staff.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  await db.schema
    .createTable('treatment_documents')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('treatment_id', 'integer', (col) => col.notNull().references('treatments.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(80)', (col) => col.notNull().unique())
    // The name the file had on the uploader's computer, shown and offered again on download.
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    // Decided from the bytes, never from the name: application/pdf, image/jpeg or image/png.
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('treatment_documents_treatment_idx').on('treatment_documents').columns(['treatment_id', 'id']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('treatment_documents').ifExists().execute()
}
