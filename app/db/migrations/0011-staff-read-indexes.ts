import { sql } from 'kysely'
import type { AnyKysely } from '../dialect.server'

/*
 * Indexes for the staff console's reads (app/staff-console/), measured by
 * scripts/bench-staff.ts with and without them: the appointment list walks
 * starts_at in order from its keyset cursor; a clinic's calendar, Today and
 * date filters read one clinic's starts (or payments) in a time range; the
 * history follows replaced_by_id backwards; the patient list walks names in
 * order; Today counts recent contact messages. The patient search finds a
 * phone number by its digits; the expression must stay the one
 * app/staff-console/patients-query.server.ts compares, or the index is unused.
 */

const indexes: Array<{ name: string; table: string; columns: string[] }> = [
  { name: 'appointments_starts_idx', table: 'appointments', columns: ['starts_at', 'id'] },
  { name: 'appointments_clinic_starts_idx', table: 'appointments', columns: ['clinic_id', 'starts_at'] },
  { name: 'appointments_clinic_paid_idx', table: 'appointments', columns: ['clinic_id', 'paid_at'] },
  { name: 'appointments_replaced_by_idx', table: 'appointments', columns: ['replaced_by_id'] },
  { name: 'users_name_idx', table: 'users', columns: ['name', 'id'] },
  { name: 'contact_messages_created_idx', table: 'contact_messages', columns: ['created_at'] },
]

const PHONE_DIGITS_INDEX = 'appointments_phone_digits_idx'

export async function up(db: AnyKysely) {
  for (const { name, table, columns } of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute()
  await db.schema
    .createIndex(PHONE_DIGITS_INDEX)
    .on('appointments')
    .expression(sql`replace(replace(replace(replace(replace(patient_phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`)
    .execute()
}

export async function down(db: AnyKysely) {
  for (const name of [...indexes.map((index) => index.name), PHONE_DIGITS_INDEX]) await db.schema.dropIndex(name).ifExists().execute()
}
