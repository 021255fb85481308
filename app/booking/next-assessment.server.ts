import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import type { Database } from '~/db/schema'
import { computeAvailability } from './availability'
import { loadClaims, loadSchedule, WINDOW_DAYS } from './availability.server'

/** The earliest hour a patient can book an assessment at a clinic, as its profile (and a comparison) shows it. */
export interface NextAssessment {
  /** UTC instant, ISO 8601. */
  startsAt: string
  /** The clinic's local date ("YYYY-MM-DD") and wall-clock time ("HH:MM"). */
  date: string
  localTime: string
  timeZone: string
  /** The treatment whose assessment it is (its stable key, for the booking link). */
  serviceKey: string
}

/**
 * The first free assessment hour at a clinic within the booking window (the
 * next WINDOW_DAYS days, as step 1 of booking offers them), for any of the
 * treatments the clinic's specialists perform: one read of the clinic's
 * schedule and claimed places, each assessment length computed from them.
 * Null when none is free (or the clinic takes no bookings).
 */
export async function nextFreeAssessment(db: Kysely<Database>, clinicId: number, now = new Date()): Promise<NextAssessment | null> {
  const [schedule, assessments] = await Promise.all([
    loadSchedule(db, clinicId),
    db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .innerJoin('services as s', 's.id', 'ss.service_id')
      .innerJoin('service_assessments as a', 'a.service_id', 's.id')
      .select(['s.slug', 'a.duration_minutes as durationMinutes', 's.position'])
      .where('sp.clinic_id', '=', clinicId)
      .where('sp.published', '=', 1)
      .where('s.published', '=', 1)
      .groupBy(['s.slug', 'a.duration_minutes', 's.position'])
      .orderBy('s.position')
      .execute(),
  ])
  if (!schedule || assessments.length === 0) return null
  const today = DateTime.fromJSDate(now, { zone: schedule.timeZone }).startOf('day')
  const last = today.plus({ days: WINDOW_DAYS - 1 })
  const longest = Math.max(...assessments.map((assessment) => assessment.durationMinutes))
  const claims = await loadClaims(db, clinicId, today, last.endOf('day').plus({ minutes: longest }))
  let best: NextAssessment | null = null
  // One computation per assessment length (treatments of the same length share their hours).
  for (const durationMinutes of new Set(assessments.map((assessment) => assessment.durationMinutes))) {
    const days = computeAvailability({ schedule, durationMinutes, claims, from: today.toISODate()!, to: last.toISODate()!, now })
    const day = days.find((candidate) => candidate.slots.length > 0)
    const slot = day?.slots[0]
    if (!day || !slot || (best && best.startsAt <= slot.startsAt)) continue
    const serviceKey = assessments.find((assessment) => assessment.durationMinutes === durationMinutes)!.slug
    best = { startsAt: slot.startsAt, date: day.date, localTime: slot.localTime, timeZone: schedule.timeZone, serviceKey }
  }
  return best
}
