import type { Kysely } from 'kysely'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { confirmPaid } from '~/booking/checkout.server'
import { holdSlot, type HoldRequest } from '~/booking/holds.server'
import type { OpeningRange } from '~/booking/clinic-availability-schemas'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database } from '~/db/schema'
import { insertTestUsers } from './test-users'

/*
 * A seeded clinic whose availability the staff console edits, and bookings
 * in it, for the availability actions' tests (app/booking/*clinic*.test.ts).
 */

/** Friday 20 November 2026, noon UTC: the clock of these tests. */
export const NOW = new Date('2026-11-20T12:00:00Z')
export const SERVICE = 'comprehensive-eye-exam'

export async function editedClinic(db: Kysely<Database>) {
  await syncCatalogue(db)
  const [clinic] = await clinicsForService(db, SERVICE, 'en')
  const { duration_minutes: durationMinutes } = await db
    .selectFrom('service_assessments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .select('a.duration_minutes')
    .where('s.slug', '=', SERVICE)
    .executeTakeFirstOrThrow()
  const { places } = await db.selectFrom('clinic_booking_rules').select('places').where('clinic_id', '=', clinic!.id).executeTakeFirstOrThrow()
  return { id: clinic!.id, slug: clinic!.slug, timeZone: clinic!.timeZone, durationMinutes, places }
}

/** The free hours (UTC starts) of the service at the clinic on one local date, as patients see them. */
export async function freeHours(db: Kysely<Database>, clinicSlug: string, date: string, now = NOW) {
  const availability = await getAvailability(db, { serviceSlug: SERVICE, clinicSlug, from: date, to: date, locale: 'en', now })
  return availability!.days[0]!.slots.map((slot) => slot.startsAt)
}

/** What a patient sends to hold the hour (Ana Pérez's details). */
export function holdRequest(userId: number, clinicSlug: string, startsAt: string): HoldRequest {
  return {
    userId,
    sessionId: userId,
    serviceSlug: SERVICE,
    clinicSlug,
    startsAt,
    locale: 'es',
    patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' },
  }
}

/** A new patient's hold on the hour, paid (confirmed) unless `paid` is false; booked at `now` (these tests' clock unless told). */
export async function bookedHour(db: Kysely<Database>, clinicSlug: string, startsAt: string, { paid = true, now = NOW } = {}) {
  const [userId] = await insertTestUsers(db, 1, { at: now })
  const hold = await holdSlot(db, holdRequest(userId!, clinicSlug, startsAt), now)
  if (!hold.ok) throw new Error(`hold failed: ${hold.code}`)
  if (paid && !(await confirmPaid(db, hold.appointmentId, `pay_${hold.appointmentId}`, now))) throw new Error('payment failed')
  return { appointmentId: hold.appointmentId, userId: userId! }
}

/** Opening ranges for the same hours on several weekdays (Monday to Friday unless told). */
export function weekdayRanges(ranges: [string, string][], weekdays = [1, 2, 3, 4, 5]): OpeningRange[] {
  return weekdays.flatMap((weekday) => ranges.map(([opens, closes]) => ({ weekday, opens, closes })))
}

/**
 * The database as one writer sees it, its transaction held back until
 * `release()`: `checked` resolves when the writer has read what it checks and
 * asks for its transaction. Lets a test commit another change in between, the
 * worst interleaving of a race, made certain on both engines.
 */
export function pausedBeforeWriting(db: Kysely<Database>) {
  let reached = () => {}
  const checked = new Promise<void>((resolve) => (reached = resolve))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const paused = new Proxy(db, {
    get: (target, property) => {
      if (property === 'transaction') {
        return () => ({
          execute: async (work: Parameters<ReturnType<typeof target.transaction>['execute']>[0]) => {
            reached()
            await released
            return target.transaction().execute(work)
          },
        })
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: paused, checked, release }
}

/** What the availability verbs may change at a clinic, and how many audit entries it has: to show that a refused call changed nothing. */
export async function clinicAvailabilityRows(db: Kysely<Database>, clinicId: number) {
  const [hours, closures, rules, audit] = await Promise.all([
    db
      .selectFrom('clinic_opening_hours')
      .select(['weekday', 'opens', 'closes'])
      .where('clinic_id', '=', clinicId)
      .orderBy('weekday')
      .orderBy('opens')
      .execute(),
    db.selectFrom('clinic_closures').select(['id', 'on_date', 'starts', 'ends']).where('clinic_id', '=', clinicId).orderBy('id').execute(),
    db.selectFrom('clinic_booking_rules').select(['places', 'lead_time_hours', 'horizon_days']).where('clinic_id', '=', clinicId).execute(),
    db.selectFrom('audit_log').select('id').where('entity_type', '=', 'clinic').where('entity_id', '=', String(clinicId)).execute(),
  ])
  return { hours, closures, rules, audited: audit.length }
}
