import type { Kysely } from 'kysely'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { listAppointmentNotes } from '~/booking/appointment-notes.server'
import { getAvailability } from '~/booking/availability.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { UNDO_SECONDS } from '~/booking/undo-window'
import { appointmentDetail, type AppointmentDetail } from './appointment-detail.server'
import { consecutiveDates, localDate } from './clinic-days'

/*
 * What the console's appointment page shows: the appointment, its internal
 * notes and audit trail, what staff may do to it now, and the free hours it
 * could move to. "Now" is the request's clock and days are the clinic's.
 */

/** The days the page offers to move an appointment to: today at the clinic and the 14 after it. */
const MOVE_WINDOW_DAYS = 15

/** The appointment's own audit entries, oldest first. */
async function appointmentAudit(db: Kysely<Database>, appointmentId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_email', 'action'])
    .where('entity_type', '=', 'appointment')
    .where('entity_id', '=', String(appointmentId))
    .orderBy('id')
    .execute()
  return rows.map((entry) => ({ id: entry.id, at: toDate(entry.at).toISOString(), actor: entry.actor_email, action: entry.action }))
}

/** The hours the appointment could move to (same service and clinic) in the move window, by clinic day (days without any left out). */
async function freeHoursAhead(db: Kysely<Database>, appointment: AppointmentDetail, locale: Locale, now: Date) {
  const service = await db.selectFrom('services').select('slug').where('id', '=', appointment.service.id).executeTakeFirstOrThrow()
  const days = consecutiveDates(localDate(now, appointment.clinic.timeZone), MOVE_WINDOW_DAYS)
  const availability = await getAvailability(db, {
    serviceSlug: service.slug,
    clinicSlug: appointment.clinic.slug,
    from: days[0]!,
    to: days.at(-1)!,
    locale,
    now,
  })
  return (availability?.days ?? [])
    .map((free) => ({
      date: free.date,
      hours: free.slots.filter((slot) => slot.startsAt !== appointment.startsAt).map(({ startsAt, localTime }) => ({ startsAt, localTime })),
    }))
    .filter((free) => free.hours.length > 0)
}

/** The week of the slot picker: 7 clinic days from `first`. */
const WEEK_DAYS = 7

/**
 * The slot picker (issue 27): the move window's days in weeks of seven, each with its count of
 * free hours, the chosen day (the one asked for when it has free hours, else the first that has)
 * and its free hours, and the days that open the previous and next weeks.
 */
async function slotPicker(db: Kysely<Database>, appointment: AppointmentDetail, locale: Locale, now: Date, askedDay: string | undefined) {
  const free = await freeHoursAhead(db, appointment, locale, now)
  if (free.length === 0) return null
  const window = consecutiveDates(localDate(now, appointment.clinic.timeZone), MOVE_WINDOW_DAYS)
  const chosen = free.find((day) => day.date === askedDay) ?? free[0]!
  const weekStart = Math.floor(window.indexOf(chosen.date) / WEEK_DAYS) * WEEK_DAYS
  const week = window.slice(weekStart, weekStart + WEEK_DAYS)
  const counts = new Map(free.map((day) => [day.date, day.hours.length]))
  const firstFreeIn = (days: string[]) => days.find((date) => counts.has(date))
  return {
    days: week.map((date) => ({ date, free: counts.get(date) ?? 0 })),
    chosen: chosen.date,
    hours: chosen.hours,
    previousWeek: weekStart > 0 ? (firstFreeIn(window.slice(weekStart - WEEK_DAYS, weekStart)) ?? null) : null,
    nextWeek: firstFreeIn(window.slice(weekStart + WEEK_DAYS)) ?? null,
  }
}

/**
 * The undo the page offers: the last mark (completed, no-show) made less than UNDO_SECONDS ago
 * and still the appointment's state, with the time it ends (undoAppointmentOutcome decides).
 */
async function undoOffer(db: Kysely<Database>, appointment: AppointmentDetail, now: Date) {
  if (appointment.status !== 'completed' && appointment.status !== 'no_show') return null
  const mark = await db
    .selectFrom('audit_log')
    .select(['at', 'action'])
    .where('entity_type', '=', 'appointment')
    .where('entity_id', '=', String(appointment.id))
    .where('action', 'in', ['appointment.completed', 'appointment.no_show', 'appointment.undo'])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!mark || mark.action !== `appointment.${appointment.status}`) return null
  const until = toDate(mark.at).getTime() + UNDO_SECONDS * 1000
  return until > now.getTime() ? { status: appointment.status, until: new Date(until).toISOString(), now: now.toISOString() } : null
}

/**
 * Who the patient's emails about this appointment greet and in which language: the booking's first
 * name (else the account's first word) and the booking's language, as booking-notifications writes them.
 */
async function patientEmails(db: Kysely<Database>, appointment: AppointmentDetail) {
  const row = await db.selectFrom('appointments').select(['patient_first_name', 'locale']).where('id', '=', appointment.id).executeTakeFirst()
  return {
    firstName: row?.patient_first_name?.trim() || appointment.patient.name.split(' ')[0] || appointment.patient.name,
    locale: row?.locale === 'es' ? ('es' as const) : ('en' as const),
  }
}

/**
 * The appointment page at `now`, its slot picker on `day` (a clinic date, YYYY-MM-DD) when asked;
 * undefined when the appointment does not exist or is outside `scope`.
 */
export async function appointmentPage(db: Kysely<Database>, scope: ClinicScope, id: number, locale: Locale, now: Date, day?: string) {
  const appointment = await appointmentDetail(db, scope, id, locale)
  if (!appointment) return undefined
  const started = Date.parse(appointment.startsAt) <= now.getTime()
  const movable = appointment.status === 'confirmed' && appointment.kind === 'assessment' && !started
  return {
    move: movable ? await slotPicker(db, appointment, locale, now, day) : null,
    undo: await undoOffer(db, appointment, now),
    emails: await patientEmails(db, appointment),
    appointment,
    // All the notes of its reschedule chain, so a move does not lose them.
    notes: await listAppointmentNotes(db, [...new Set([appointment.id, ...appointment.history.map((step) => step.id)])]),
    audit: await appointmentAudit(db, appointment.id),
    can: {
      close: appointment.status === 'confirmed' && started,
      cancel: (appointment.status === 'confirmed' || appointment.status === 'pending_payment') && !started,
    },
  }
}
