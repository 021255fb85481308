import type { Kysely, Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import {
  appointmentCancelledEmail,
  appointmentConfirmedEmail,
  appointmentOutcomeEmail,
  appointmentRescheduledEmail,
  staffNewBookingEmail,
} from './booking-emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'
import { calendarFile, loadBookedAppointment, type BookedAppointment } from './appointment.server'
import type { PatientFacingReason } from './staff-change-reason'

/*
 * Every email about an appointment is written to the outbox in the same
 * transaction as the change it reports (confirmed, cancelled, moved): the
 * change and its emails happen together or not at all, and a mail server
 * that is down delays them instead of losing them (docs/decisions/010).
 * Patients read them in the language stored on the appointment.
 */

type Writer = Kysely<Database> | Transaction<Database>

const ICS_FILE = 'claravia-appointment.ics'

/** The booked appointment and its patient's language; a visit the clinic arranged has no patient address, so no email. */
async function appointmentFor(db: Writer, appointmentId: number): Promise<{ appointment: BookedAppointment; locale: Locale } | undefined> {
  const row = await db.selectFrom('appointments').select(['user_id', 'locale']).where('id', '=', appointmentId).executeTakeFirst()
  if (!row) return undefined
  const locale: Locale = isLocale(row.locale) ? row.locale : 'en'
  const appointment = await loadBookedAppointment(db, appointmentId, row.user_id, locale)
  return appointment ? { appointment, locale } : undefined
}

/** What every email to the patient says of the appointment, in their language. */
const aboutAppointment = ({ patient, serviceName, clinicName, startsAt, timeZone }: BookedAppointment, locale: Locale) => ({
  locale,
  name: patient.firstName,
  serviceName,
  clinicName,
  startsAt,
  timeZone,
})

/** The appointment in the staff console (it shows the patient's medical condition to signed-in staff). */
const staffAppointmentUrl = (appointmentId: number) => `${env().PUBLIC_BASE_URL}/admin/appointments/${appointmentId}`

const manageUrl = (locale: Locale) => `${env().PUBLIC_BASE_URL}${localizePath('/account', locale)}#appointments`

/** The patient's confirmation (with the calendar file) and the team's new-booking notice. */
export async function enqueueConfirmationEmails(db: Writer, appointmentId: number) {
  const found = await appointmentFor(db, appointmentId)
  if (!found) return
  const { appointment, locale } = found
  const { patient } = appointment
  const email = appointmentConfirmedEmail({
    ...aboutAppointment(appointment, locale),
    clinicAddress: appointment.clinicAddress,
    destinationName: appointment.destination,
    patientTimeZone: appointment.patient.timeZone,
    amountMinor: appointment.feeMinor,
    currency: appointment.currency,
    manageUrl: manageUrl(locale),
  })
  await enqueueEmail(db, {
    kind: 'booking.confirmed',
    to: patient.email,
    ...email,
    attachments: [{ filename: ICS_FILE, content: calendarFile(appointment, locale), contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
  })
  const staff = staffNewBookingEmail({
    patientName: `${patient.firstName} ${patient.lastName}`.trim(),
    patientEmail: patient.email,
    patientPhone: patient.phone,
    serviceName: appointment.serviceName,
    clinicName: appointment.clinicName,
    startsAt: appointment.startsAt,
    timeZone: appointment.timeZone,
    hasCondition: Boolean(patient.condition?.trim()),
    staffUrl: staffAppointmentUrl(appointmentId),
  })
  await enqueueEmail(db, { kind: 'booking.staff_new', to: env().STAFF_EMAIL, ...staff })
}

/** The patient's notice of a cancellation, with the calendar file that withdraws the event. */
export async function enqueueCancellationEmail(
  db: Writer,
  appointmentId: number,
  refundedMinor: number,
  paid: boolean,
  reason?: PatientFacingReason,
) {
  const found = await appointmentFor(db, appointmentId)
  if (!found) return
  const { appointment, locale } = found
  const email = appointmentCancelledEmail({
    ...aboutAppointment(appointment, locale),
    refundMinor: refundedMinor,
    currency: appointment.currency,
    paid,
    reason,
  })
  await enqueueEmail(db, {
    kind: 'booking.cancelled',
    to: appointment.patient.email,
    ...email,
    attachments: [
      { filename: ICS_FILE, content: calendarFile(appointment, locale, 'CANCEL'), contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
    ],
  })
}

/** The patient's notice of a new date, with the calendar file that moves the event. */
export async function enqueueRescheduleEmail(db: Writer, appointmentId: number, previousStartsAt: string, reason?: PatientFacingReason) {
  const found = await appointmentFor(db, appointmentId)
  if (!found) return
  const { appointment, locale } = found
  const email = appointmentRescheduledEmail({
    ...aboutAppointment(appointment, locale),
    patientTimeZone: appointment.patient.timeZone,
    previousStartsAt,
    manageUrl: manageUrl(locale),
    reason,
  })
  await enqueueEmail(db, {
    kind: 'booking.rescheduled',
    to: appointment.patient.email,
    ...email,
    attachments: [{ filename: ICS_FILE, content: calendarFile(appointment, locale), contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
  })
}

/**
 * After the appointment: the patient's thanks (completed) or "we missed you" with a link to book again (no-show),
 * held back until `notBefore` when given (staff may undo the mark until then). The outbox row's id, if an email was written.
 */
export async function enqueueOutcomeEmail(db: Writer, appointmentId: number, outcome: 'completed' | 'no_show', notBefore?: Date) {
  const found = await appointmentFor(db, appointmentId)
  if (!found) return undefined
  const { appointment, locale } = found
  const rebook = `/appointments/new?service=${encodeURIComponent(appointment.serviceSlug)}&clinic=${encodeURIComponent(appointment.clinicSlug)}`
  const actionUrl =
    outcome === 'completed'
      ? `${env().PUBLIC_BASE_URL}${localizePath('/account', locale)}`
      : `${env().PUBLIC_BASE_URL}${localizePath(rebook, locale)}`
  const email = appointmentOutcomeEmail({ ...aboutAppointment(appointment, locale), outcome, actionUrl })
  return enqueueEmail(db, { kind: `booking.${outcome}`, to: appointment.patient.email, ...email }, new Date(), { notBefore })
}
