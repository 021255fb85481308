import type { AnyKysely } from '../dialect.server'

/*
 * A booked assessment becomes the first step of a planned treatment. The step
 * points at its appointment, so rescheduling moves the step's date with it and
 * cancelling cancels the step. The unique index makes "one step per
 * appointment" the database's rule: a confirmation run twice cannot plan twice.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .alterTable('treatment_steps')
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('treatment_steps_appointment_idx').on('treatment_steps').column('appointment_id').unique().execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropIndex('treatment_steps_appointment_idx').execute()
  await db.schema.alterTable('treatment_steps').dropColumn('appointment_id').execute()
}
