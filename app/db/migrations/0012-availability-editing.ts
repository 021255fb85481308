import { idColumn, type AnyKysely } from '../dialect.server'

/*
 * Staff edit each clinic's availability (issue 12 item 3): a closure can now
 * be part of a day ("closed 14:00–17:00 for staff training"), and each closure
 * has its own id so the console can remove one. The table is rebuilt because
 * SQLite cannot change a primary key; existing whole-day closures are kept.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('clinic_closures_next')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('on_date', 'varchar(10)', (col) => col.notNull())
    // Local "HH:MM" span closed that day ("24:00" ends at midnight); both null: the whole day.
    .addColumn('starts', 'varchar(5)')
    .addColumn('ends', 'varchar(5)')
    .execute()
  await db
    .insertInto('clinic_closures_next')
    .columns(['clinic_id', 'on_date'])
    .expression(db.selectFrom('clinic_closures').select(['clinic_id', 'on_date']))
    .execute()
  await db.schema.dropTable('clinic_closures').execute()
  await db.schema.alterTable('clinic_closures_next').renameTo('clinic_closures').execute()
  await db.schema.createIndex('clinic_closures_clinic_date_idx').on('clinic_closures').columns(['clinic_id', 'on_date']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema
    .createTable('clinic_closures_previous')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('on_date', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('clinic_closures_pk', ['clinic_id', 'on_date'])
    .execute()
  // Partial-day closures cannot be expressed before this migration.
  await db
    .insertInto('clinic_closures_previous')
    .columns(['clinic_id', 'on_date'])
    .expression(db.selectFrom('clinic_closures').select(['clinic_id', 'on_date']).distinct().where('starts', 'is', null))
    .execute()
  await db.schema.dropTable('clinic_closures').execute()
  await db.schema.alterTable('clinic_closures_previous').renameTo('clinic_closures').execute()
}
