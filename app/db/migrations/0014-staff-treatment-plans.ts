import type { AnyKysely } from '../dialect.server'

/*
 * Treatment plans written by staff (issue 12, item 4): a step of kind
 * "custom" carries its own title, a note the patient reads and an internal
 * note they never see. Its status is done, next or planned (the seeded
 * timelines keep done, upcoming and cancelled).
 */
export async function up(db: AnyKysely) {
  await db.schema.alterTable('treatment_steps').addColumn('title', 'varchar(200)').execute()
  await db.schema.alterTable('treatment_steps').addColumn('patient_note', 'text').execute()
  await db.schema.alterTable('treatment_steps').addColumn('internal_note', 'text').execute()
}
