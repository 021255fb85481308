import type { Kysely } from 'kysely'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { listAppointmentNotes } from '~/booking/appointment-notes.server'
import { getAvailability } from '~/booking/availability.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
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

/** The hours the appointment could move to (same service and clinic) in the move window, by clinic day. */
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

/** The appointment page at `now`; undefined when the appointment does not exist or is outside `scope`. */
export async function appointmentPage(db: Kysely<Database>, scope: ClinicScope, id: number, locale: Locale, now: Date) {
  const appointment = await appointmentDetail(db, scope, id, locale)
  if (!appointment) return undefined
  const started = Date.parse(appointment.startsAt) <= now.getTime()
  const movable = appointment.status === 'confirmed' && appointment.kind === 'assessment' && !started
  return {
    moveDays: movable ? await freeHoursAhead(db, appointment, locale, now) : [],
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
