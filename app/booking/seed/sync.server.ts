import type { AnyKysely } from '~/db/dialect.server'
import { clinicBookingRules, serviceAssessments } from './booking-rules'

/** Writes the booking rules of clinics that have none yet, and of every service (part of the catalogue sync's transaction). */
export async function syncBookingRules(db: AnyKysely) {
  const clinics = await db.selectFrom('clinics').select(['id', 'slug']).execute()
  for (const clinic of clinics) {
    // Clinics staff added in the console got their rules then (content-editing/adapters/clinic.server.ts).
    const rules = clinicBookingRules[clinic.slug as string]
    if (!rules) continue
    const values = {
      places: rules.places,
      slot_minutes: rules.slotMinutes,
      lead_time_hours: rules.leadTimeHours,
      horizon_days: rules.horizonDays,
    }
    const seeded = await db
      .insertInto('clinic_booking_rules')
      .values({ clinic_id: clinic.id, ...values })
      .onConflict((conflict) => conflict.column('clinic_id').doNothing())
      .returning('clinic_id')
      .executeTakeFirst()
    // Staff edit a clinic's availability in the console: the seed only starts a new clinic's, never overwrites it.
    if (!seeded) continue
    const hours = Object.entries(rules.hours).flatMap(([weekday, intervals]) =>
      intervals.map(([opens, closes]) => ({ clinic_id: clinic.id, weekday: Number(weekday), opens, closes })),
    )
    if (hours.length > 0) await db.insertInto('clinic_opening_hours').values(hours).execute()
    if (rules.closures.length > 0) {
      await db
        .insertInto('clinic_closures')
        .values(rules.closures.map((on_date) => ({ clinic_id: clinic.id, on_date })))
        .execute()
    }
  }
  const services = await db.selectFrom('services').select(['id', 'slug']).execute()
  for (const service of services) {
    // Services staff created in the console carry their own assessment; the seed starts only its own, never overwrites.
    const assessment = serviceAssessments[service.slug as string]
    if (!assessment) continue
    const values = { duration_minutes: assessment.durationMinutes, fee_minor: assessment.feeMinor, currency: assessment.currency }
    await db
      .insertInto('service_assessments')
      .values({ service_id: service.id, ...values })
      .onConflict((conflict) => conflict.column('service_id').doNothing())
      .execute()
  }
}
