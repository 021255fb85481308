import type { AnyKysely } from '../dialect.server'

/*
 * A booked assessment becomes the first step of a planned treatment. The step
 * points at its appointment, so rescheduling moves the step's date with it and
 * cancelling cancels the step. The unique index makes "one step per
 * appointment" the database's rule: a confirmation run twice cannot plan twice.
 *
 * Assessments paid before this change and still to come get their plan here,
 * so those patients' accounts tell the truth too. (Self-contained on purpose:
 * a migration must not change meaning when the application code does.)
 */
export async function up(db: AnyKysely) {
  await db.schema
    .alterTable('treatment_steps')
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('treatment_steps_appointment_idx').on('treatment_steps').column('appointment_id').unique().execute()
  await planBookedAssessments(db)
}

export async function down(db: AnyKysely) {
  await db.schema.dropIndex('treatment_steps_appointment_idx').execute()
  await db.schema.alterTable('treatment_steps').dropColumn('appointment_id').execute()
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
function dayIn(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** Confirmed, upcoming assessments without a treatment: each gets its planned treatment. */
export async function planBookedAssessments(db: AnyKysely, now = new Date()) {
  const booked = await db
    .selectFrom('appointments as a')
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .select(['a.id', 'a.user_id', 'a.service_id', 'a.clinic_id', 'a.specialist_id', 'a.starts_at', 'a.paid_at', 'a.created_at', 'c.time_zone'])
    .where('a.kind', '=', 'assessment')
    .where('a.status', '=', 'confirmed')
    .where('a.treatment_id', 'is', null)
    .where('a.replaced_by_id', 'is', null)
    .where('a.starts_at', '>', now.toISOString())
    .execute()
  for (const appointment of booked) {
    const lead = await db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .select('sp.id')
      .where('ss.service_id', '=', appointment.service_id)
      .where('sp.clinic_id', '=', appointment.clinic_id)
      .orderBy('ss.position')
      .orderBy('sp.id')
      .executeTakeFirst()
    const specialistId = appointment.specialist_id ?? lead?.id
    if (specialistId == null) continue
    const bookedAt = new Date(appointment.paid_at ?? appointment.created_at)
    const { id } = await db
      .insertInto('treatments')
      .values({
        user_id: appointment.user_id,
        service_id: appointment.service_id,
        clinic_id: appointment.clinic_id,
        specialist_id: specialistId,
        status: 'planned',
        started_on: dayIn(bookedAt, appointment.time_zone),
        ended_on: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('treatment_steps')
      .values({
        treatment_id: id,
        position: 0,
        kind: 'assessment',
        scheduled_on: dayIn(new Date(appointment.starts_at), appointment.time_zone),
        status: 'upcoming',
        appointment_id: appointment.id,
      })
      .execute()
    await db.updateTable('appointments').set({ treatment_id: id }).where('id', '=', appointment.id).execute()
  }
  return booked.length
}
