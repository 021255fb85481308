import type { AnyKysely } from '../dialect.server'

/*
 * What booking needs to know about time: each clinic's weekly opening hours
 * (in its own time zone), closed days, how many assessments it can run at
 * once, how far ahead and how soon one can book; and each service's
 * assessment duration and fee. `slot_claims` is where the database itself
 * refuses double booking: one row per (clinic, slot start, place), unique.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('clinic_booking_rules')
    .addColumn('clinic_id', 'integer', (col) => col.primaryKey().references('clinics.id').onDelete('cascade'))
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('lead_time_hours', 'integer', (col) => col.notNull())
    .addColumn('horizon_days', 'integer', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('clinic_opening_hours')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    // ISO weekday: 1 = Monday … 7 = Sunday.
    .addColumn('weekday', 'integer', (col) => col.notNull())
    // Local wall-clock times in the clinic's time zone, "HH:MM".
    .addColumn('opens', 'varchar(5)', (col) => col.notNull())
    .addColumn('closes', 'varchar(5)', (col) => col.notNull())
    .addPrimaryKeyConstraint('clinic_opening_hours_pk', ['clinic_id', 'weekday', 'opens'])
    .execute()

  await db.schema
    .createTable('clinic_closures')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('on_date', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('clinic_closures_pk', ['clinic_id', 'on_date'])
    .execute()

  await db.schema
    .createTable('service_assessments')
    .addColumn('service_id', 'integer', (col) => col.primaryKey().references('services.id').onDelete('cascade'))
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    // Integer minor units (cents) of `currency`.
    .addColumn('fee_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('slot_claims')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    // The UTC start of one slot cell, "YYYY-MM-DDTHH:MMZ" (text, so both engines compare it identically).
    .addColumn('slot_start', 'varchar(17)', (col) => col.notNull())
    .addColumn('seat', 'integer', (col) => col.notNull())
    .addColumn('appointment_id', 'integer', (col) => col.notNull().references('appointments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('slot_claims_pk', ['clinic_id', 'slot_start', 'seat'])
    .execute()
  await db.schema.createIndex('slot_claims_appointment_idx').on('slot_claims').column('appointment_id').execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['slot_claims', 'service_assessments', 'clinic_closures', 'clinic_opening_hours', 'clinic_booking_rules']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
