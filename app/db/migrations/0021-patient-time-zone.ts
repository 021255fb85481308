import type { AnyKysely } from '../dialect.server'

/*
 * The patient's own time zone (IANA, from their browser when they booked), kept
 * with the appointment's other patient details: the confirmation shows their
 * time beside the clinic's, and staff moving the appointment see both clocks
 * (issue 27). Null when unknown (booked without JavaScript, or by the clinic).
 */
export async function up(db: AnyKysely) {
  await db.schema.alterTable('appointments').addColumn('patient_time_zone', 'text').execute()
}

export async function down(db: AnyKysely) {
  await db.schema.alterTable('appointments').dropColumn('patient_time_zone').execute()
}
