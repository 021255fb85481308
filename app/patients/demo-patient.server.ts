import type { Kysely, Transaction } from 'kysely'
import { createUser, findUserByEmail } from '~/accounts/users.server'
import type { AppointmentStatus, Database, StepStatus, TreatmentStatus } from '~/db/schema'
import type { AppointmentKind, StepKind } from './treatment-steps'

/*
 * A demo account with a realistic history, so the account area can be shown
 * (and tested) without booking anything: an ICL treatment under way in
 * Bogotá, a cataract surgery being planned and a LASIK treatment finished
 * last year. Every date is relative to `now`, so the demo never goes stale
 * as long as it is seeded on a fresh database.
 */

export const DEMO_PATIENT = {
  name: 'Sofía Ramírez',
  email: 'demo@claravia.example',
  password: 'Claravia#2026',
  locale: 'es' as const,
}

const DAY = 86_400_000

/** The calendar day `days` from `now` (UTC), as YYYY-MM-DD. */
function dayFrom(now: Date, days: number) {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)
}

/** How far ahead of UTC a time zone's wall clock is at a given instant, in ms. */
function zoneOffset(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return Math.round((wall - at.getTime()) / 60_000) * 60_000
}

/** The instant a clock in `timeZone` shows `time` (HH:MM) on `day` (YYYY-MM-DD). */
function atLocalTime(day: string, time: string, timeZone: string) {
  const [year, month, date] = day.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year!, month! - 1, date!, hour!, minute!)
  // Second pass settles days when the offset changes (daylight saving).
  const first = wall - zoneOffset(new Date(wall), timeZone)
  return new Date(wall - zoneOffset(new Date(first), timeZone))
}

interface Booking {
  service: { id: number; slug: string; durationMinutes: number }
  clinic: { id: number; timeZone: string }
  specialistId: number
}

async function findService(trx: Transaction<Database>, slug: string) {
  const service = await trx
    .selectFrom('services')
    .select(['id', 'slug', 'duration_minutes as durationMinutes'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!service) throw new Error(`Cannot seed the demo patient: the catalogue has no service "${slug}" (run syncCatalogue first)`)
  return service
}

/**
 * One of the service's specialists (in the service's order) with their
 * clinic, optionally in a given destination and not working at given clinics.
 */
async function chooseBooking(
  trx: Transaction<Database>,
  serviceSlug: string,
  options: { destination?: string; avoidClinics?: number[] } = {},
): Promise<Booking> {
  const service = await findService(trx, serviceSlug)
  const candidates = await trx
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 'sp.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .select(['sp.id as specialistId', 'c.id as clinicId', 'c.time_zone as timeZone', 'd.slug as destination'])
    .where('ss.service_id', '=', service.id)
    .orderBy('ss.position')
    .execute()
  const chosen = candidates.find(
    (c) => (!options.destination || c.destination === options.destination) && !options.avoidClinics?.includes(c.clinicId),
  )
  if (!chosen) {
    const where = options.destination ? ` in "${options.destination}"` : ''
    throw new Error(`Cannot seed the demo patient: the catalogue has no suitable specialist for "${serviceSlug}"${where}`)
  }
  return {
    service,
    clinic: { id: chosen.clinicId, timeZone: chosen.timeZone },
    specialistId: chosen.specialistId,
  }
}

interface TreatmentPlan {
  status: TreatmentStatus
  startedOn: string
  endedOn: string | null
  steps: [StepKind, string, StepStatus][]
  appointments: {
    kind: AppointmentKind
    status: AppointmentStatus
    day: string
    time: string
    minutes: number
  }[]
}

async function insertTreatment(trx: Transaction<Database>, userId: number, booking: Booking, plan: TreatmentPlan, now: Date) {
  const { id } = await trx
    .insertInto('treatments')
    .values({
      user_id: userId,
      service_id: booking.service.id,
      clinic_id: booking.clinic.id,
      specialist_id: booking.specialistId,
      status: plan.status,
      started_on: plan.startedOn,
      ended_on: plan.endedOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('treatment_steps')
    .values(
      plan.steps.map(([kind, scheduledOn, status], position) => ({
        treatment_id: id,
        position,
        kind,
        scheduled_on: scheduledOn,
        status,
      })),
    )
    .execute()
  for (const appointment of plan.appointments) {
    const startsAt = atLocalTime(appointment.day, appointment.time, booking.clinic.timeZone)
    const endsAt = new Date(startsAt.getTime() + appointment.minutes * 60_000)
    // Booked a couple of weeks ahead, or just now for what is coming up soon.
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime() - 14 * DAY))
    await trx
      .insertInto('appointments')
      .values({
        user_id: userId,
        treatment_id: id,
        service_id: booking.service.id,
        clinic_id: booking.clinic.id,
        specialist_id: booking.specialistId,
        kind: appointment.kind,
        status: appointment.status,
        starts_at: startsAt.toISOString(),
        ends_at: endsAt.toISOString(),
        created_at: createdAt.toISOString(),
      })
      .execute()
  }
  return id
}

/**
 * Creates the demo patient and their history. Returns false (and changes
 * nothing) when the demo account already exists. Needs the catalogue seeded.
 */
export async function seedDemoPatient(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_PATIENT.email)) return false
  const user = await createUser(db, { ...DEMO_PATIENT, acceptedPolicies: true })
  if (!user) return false
  const day = (days: number) => dayFrom(now, days)
  try {
    await db.transaction().execute(async (trx) => {
      // Under way: ICL in Bogotá, operated two weeks ago; the one-month check is next.
      const icl = await chooseBooking(trx, 'icl', { destination: 'bogota' })
      await insertTreatment(
        trx,
        user.id,
        icl,
        {
          status: 'active',
          startedOn: day(-21),
          endedOn: null,
          steps: [
            ['pre_screening', day(-21), 'done'],
            ['assessment', day(-17), 'done'],
            ['travel', day(-15), 'done'],
            ['treatment', day(-14), 'done'],
            ['first_check', day(-13), 'done'],
            ['one_month_check', day(16), 'upcoming'],
            ['three_month_check', day(76), 'upcoming'],
          ],
          appointments: [
            {
              kind: 'treatment',
              status: 'completed',
              day: day(-14),
              time: '08:00',
              minutes: icl.service.durationMinutes,
            },
            {
              kind: 'follow_up',
              status: 'completed',
              day: day(-13),
              time: '10:00',
              minutes: 30,
            },
            {
              kind: 'follow_up',
              status: 'confirmed',
              day: day(16),
              time: '10:00',
              minutes: 30,
            },
          ],
        },
        now,
      )

      // Being planned: cataract surgery elsewhere; the (video) assessment is in ten days.
      const cataract = await chooseBooking(trx, 'cataract-surgery-premium-lenses', { avoidClinics: [icl.clinic.id] })
      await insertTreatment(
        trx,
        user.id,
        cataract,
        {
          status: 'planned',
          startedOn: day(-5),
          endedOn: null,
          steps: [
            ['pre_screening', day(-5), 'done'],
            ['assessment', day(10), 'upcoming'],
            ['travel', day(24), 'upcoming'],
            ['treatment', day(26), 'upcoming'],
          ],
          appointments: [
            {
              kind: 'assessment',
              status: 'confirmed',
              day: day(10),
              time: '09:30',
              minutes: 60,
            },
          ],
        },
        now,
      )

      // Finished: LASIK about a year ago; the last remote check replaced an in-clinic visit.
      const lasik = await chooseBooking(trx, 'lasik', {
        avoidClinics: [icl.clinic.id, cataract.clinic.id],
      })
      await insertTreatment(
        trx,
        user.id,
        lasik,
        {
          status: 'completed',
          startedOn: day(-425),
          endedOn: day(-335),
          steps: [
            ['pre_screening', day(-425), 'done'],
            ['assessment', day(-411), 'done'],
            ['travel', day(-399), 'done'],
            ['treatment', day(-397), 'done'],
            ['first_check', day(-396), 'done'],
            ['one_month_check', day(-367), 'done'],
            ['three_month_check', day(-335), 'done'],
          ],
          appointments: [
            {
              kind: 'treatment',
              status: 'completed',
              day: day(-397),
              time: '09:00',
              minutes: lasik.service.durationMinutes,
            },
            {
              kind: 'follow_up',
              status: 'completed',
              day: day(-396),
              time: '11:00',
              minutes: 30,
            },
            {
              kind: 'follow_up',
              status: 'cancelled',
              day: day(-367),
              time: '11:00',
              minutes: 30,
            },
          ],
        },
        now,
      )
    })
  } catch (error) {
    // No half-seeded demo: without its history the account goes too, so a later run can retry.
    await db.deleteFrom('users').where('id', '=', user.id).execute()
    throw error
  }
  return true
}
