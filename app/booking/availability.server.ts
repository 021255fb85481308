import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { computeAvailability, WHOLE_DAY, type Claims, type ClinicSchedule, type ClosedSpan, type DayAvailability } from './availability'

/** The clinics where a service can be booked (those of its specialists), with their destination. */
export async function clinicsForService(db: Kysely<Database>, serviceSlug: string, locale: Locale) {
  return db
    .selectFrom('services as s')
    .innerJoin('service_specialists as ss', 'ss.service_id', 's.id')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 'sp.clinic_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'c.destination_id').on('dt.locale', '=', locale))
    .select(['c.id', 'c.slug', 'c.name', 'c.time_zone as timeZone', 'dt.name as destination'])
    .where('s.slug', '=', serviceSlug)
    .where('s.published', '=', 1)
    .where('c.published', '=', 1)
    .groupBy(['c.id', 'c.slug', 'c.name', 'c.time_zone', 'dt.name'])
    .orderBy('c.name')
    .execute()
}

export async function loadSchedule(db: Kysely<Database>, clinicId: number): Promise<ClinicSchedule | undefined> {
  const [rules, clinic, hours, closures] = await Promise.all([
    db.selectFrom('clinic_booking_rules').selectAll().where('clinic_id', '=', clinicId).executeTakeFirst(),
    db.selectFrom('clinics').select('time_zone').where('id', '=', clinicId).executeTakeFirst(),
    db.selectFrom('clinic_opening_hours').selectAll().where('clinic_id', '=', clinicId).orderBy('opens').execute(),
    db.selectFrom('clinic_closures').select(['on_date', 'starts', 'ends']).where('clinic_id', '=', clinicId).execute(),
  ])
  if (!rules || !clinic) return undefined
  const byDay = new Map<number, { opens: string; closes: string }[]>()
  for (const row of hours) byDay.set(row.weekday, [...(byDay.get(row.weekday) ?? []), { opens: row.opens, closes: row.closes }])
  const closed = new Map<string, ClosedSpan[]>()
  for (const row of closures) {
    const span = row.starts && row.ends ? { from: row.starts, to: row.ends } : WHOLE_DAY
    closed.set(row.on_date, [...(closed.get(row.on_date) ?? []), span])
  }
  return {
    timeZone: clinic.time_zone,
    places: rules.places,
    slotMinutes: rules.slot_minutes,
    leadTimeHours: rules.lead_time_hours,
    horizonDays: rules.horizon_days,
    hours: byDay,
    closures: closed,
  }
}

/** Places already claimed at a clinic between two UTC instants. */
export async function loadClaims(db: Kysely<Database>, clinicId: number, from: DateTime, to: DateTime): Promise<Claims> {
  const rows = await db
    .selectFrom('slot_claims')
    .select(['slot_start', 'seat'])
    .where('clinic_id', '=', clinicId)
    .where('slot_start', '>=', from.toUTC().toFormat("yyyy-MM-dd'T'HH:mm'Z'"))
    .where('slot_start', '<', to.toUTC().toFormat("yyyy-MM-dd'T'HH:mm'Z'"))
    .execute()
  const claims: Claims = new Map()
  for (const row of rows) claims.set(row.slot_start, (claims.get(row.slot_start) ?? new Set()).add(row.seat))
  return claims
}

export interface AvailabilityResult {
  service: { slug: string; name: string; durationMinutes: number; feeMinor: number; currency: string }
  clinic: { slug: string; name: string; timeZone: string; destination: string }
  days: DayAvailability[]
}

/** A service's free assessment hours at one of its clinics, day by day (clinic-local dates, inclusive). */
export async function getAvailability(
  db: Kysely<Database>,
  options: { serviceSlug: string; clinicSlug: string; from: string; to: string; locale: Locale; now?: Date },
): Promise<AvailabilityResult | undefined> {
  const service = await db
    .selectFrom('services as s')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', options.locale))
    .innerJoin('service_assessments as a', 'a.service_id', 's.id')
    .select(['s.slug', 't.name', 'a.duration_minutes as durationMinutes', 'a.fee_minor as feeMinor', 'a.currency'])
    .where('s.slug', '=', options.serviceSlug)
    .where('s.published', '=', 1)
    .executeTakeFirst()
  if (!service) return undefined
  const clinic = (await clinicsForService(db, options.serviceSlug, options.locale)).find((c) => c.slug === options.clinicSlug)
  if (!clinic) return undefined
  const schedule = await loadSchedule(db, clinic.id)
  if (!schedule) return undefined
  const zone = schedule.timeZone
  const from = DateTime.fromISO(options.from, { zone }).startOf('day')
  const to = DateTime.fromISO(options.to, { zone }).endOf('day')
  const claims = await loadClaims(db, clinic.id, from, to.plus({ minutes: service.durationMinutes }))
  const days = computeAvailability({
    schedule,
    durationMinutes: service.durationMinutes,
    claims,
    from: options.from,
    to: options.to,
    now: options.now ?? new Date(),
  })
  const { id: _id, ...clinicInfo } = clinic
  return { service, clinic: clinicInfo, days }
}

/**
 * A service's free assessment hours at every clinic offering it (GET
 * /v1/availability without `clinic`), grouped by clinic in name order;
 * undefined when no clinic offers the service.
 */
export async function getServiceAvailability(
  db: Kysely<Database>,
  options: { serviceSlug: string; from: string; to: string; locale: Locale; now?: Date },
) {
  const clinics = await clinicsForService(db, options.serviceSlug, options.locale)
  const results = await Promise.all(clinics.map((clinic) => getAvailability(db, { ...options, clinicSlug: clinic.slug })))
  const found = results.filter((result): result is AvailabilityResult => result !== undefined)
  if (found.length === 0) return undefined
  return { service: found[0]!.service, clinics: found.map(({ clinic, days }) => ({ clinic, days })) }
}

/** How many days step 1 (and rescheduling) offers at once, from today in the clinic. */
export const WINDOW_DAYS = 35

/**
 * The next WINDOW_DAYS days at a clinic with the day to show: the requested
 * one when it is in the window, else the first with free hours.
 */
export async function bookingWindow(
  db: Kysely<Database>,
  {
    serviceSlug,
    clinicSlug,
    timeZone,
    locale,
    requestedDate,
  }: { serviceSlug: string; clinicSlug: string; timeZone: string; locale: Locale; requestedDate: string | null },
) {
  const today = DateTime.now().setZone(timeZone)
  const availability = await getAvailability(db, {
    serviceSlug,
    clinicSlug,
    from: today.toISODate()!,
    to: today.plus({ days: WINDOW_DAYS - 1 }).toISODate()!,
    locale,
  })
  if (!availability) return undefined
  const selected =
    availability.days.find((day) => day.date === requestedDate) ?? availability.days.find((day) => day.slots.length > 0) ?? availability.days[0]!
  return {
    service: availability.service,
    clinic: availability.clinic,
    days: availability.days.map((day) => ({ date: day.date, open: day.slots.length > 0 })),
    selected,
  }
}
