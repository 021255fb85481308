import type { Kysely, NotNull, Transaction } from 'kysely'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import type { AppointmentStatus, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { emailTranslator } from '~/messaging/emails.server'
import { appointmentIcs } from './ics'

/*
 * An appointment booked online, as the booking pages, /v1, the payment and
 * the emails read it. Booking online (holds.server.ts) stores the fee of the
 * service's assessment, the patient's details and a calendar UID on the row,
 * and a reschedule copies them; the columns are nullable only because the
 * same table holds the visits a clinic arranges (treatments, follow-ups),
 * which have none of them and are not booked appointments.
 */

export interface BookedAppointment {
  id: number
  status: AppointmentStatus
  /** ISO 8601, UTC. */
  startsAt: string
  endsAt: string
  /** While unpaid: until when the place is held, and for which session. */
  holdExpiresAt: string | null
  holdSessionId: number | null
  feeMinor: number
  currency: string
  /** The provider's payment, once paid. */
  paymentId: string | null
  /** `timeZone`: the patient's own IANA zone, when their browser told it at booking. */
  patient: { firstName: string; lastName: string; email: string; phone: string | null; condition: string | null; timeZone: string | null }
  calendarUid: string
  calendarSequence: number
  serviceSlug: string
  serviceName: string
  clinicSlug: string
  clinicName: string
  clinicAddress: string
  /** The clinic's IANA time zone: every time is shown as the patient will live it. */
  timeZone: string
  destination: string
}

type Reader = Kysely<Database> | Transaction<Database>

/** The patient's own booked appointment with its names in `locale`; another patient's, or a rescheduled one, is undefined. */
export async function loadBookedAppointment(db: Reader, id: number, userId: number, locale: Locale): Promise<BookedAppointment | undefined> {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'c.destination_id').on('dt.locale', '=', locale))
    .select([
      'a.id',
      'a.status',
      'a.starts_at',
      'a.ends_at',
      'a.hold_expires_at',
      'a.hold_session_id',
      'a.fee_minor',
      'a.currency',
      'a.payment_id',
      'a.patient_first_name',
      'a.patient_last_name',
      'a.patient_email',
      'a.patient_phone',
      'a.patient_time_zone',
      'a.condition',
      'a.calendar_uid',
      'a.calendar_sequence',
      's.slug as serviceSlug',
      'st.name as serviceName',
      'c.slug as clinicSlug',
      'c.name as clinicName',
      'c.address as clinicAddress',
      'c.time_zone as timeZone',
      'dt.name as destination',
    ])
    .where('a.id', '=', id)
    .where('a.user_id', '=', userId)
    // A rescheduled appointment's old links (payment pages, calendar file) no longer work.
    .where('a.replaced_by_id', 'is', null)
    .where('a.fee_minor', 'is not', null)
    .where('a.currency', 'is not', null)
    .where('a.calendar_uid', 'is not', null)
    .where('a.patient_first_name', 'is not', null)
    .where('a.patient_last_name', 'is not', null)
    .where('a.patient_email', 'is not', null)
    .$narrowType<{
      fee_minor: NotNull
      currency: NotNull
      calendar_uid: NotNull
      patient_first_name: NotNull
      patient_last_name: NotNull
      patient_email: NotNull
    }>()
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    status: row.status,
    startsAt: toDate(row.starts_at).toISOString(),
    endsAt: toDate(row.ends_at).toISOString(),
    holdExpiresAt: row.hold_expires_at ? toDate(row.hold_expires_at).toISOString() : null,
    holdSessionId: row.hold_session_id,
    feeMinor: row.fee_minor,
    currency: row.currency,
    paymentId: row.payment_id,
    patient: {
      firstName: row.patient_first_name,
      lastName: row.patient_last_name,
      email: row.patient_email,
      phone: row.patient_phone,
      condition: row.condition,
      timeZone: row.patient_time_zone,
    },
    calendarUid: row.calendar_uid,
    calendarSequence: row.calendar_sequence,
    serviceSlug: row.serviceSlug,
    serviceName: row.serviceName,
    clinicSlug: row.clinicSlug,
    clinicName: row.clinicName,
    clinicAddress: row.clinicAddress,
    timeZone: row.timeZone,
    destination: row.destination,
  }
}

/** An appointment this request has just booked or moved: it is there to read back. */
export async function bookedAppointment(db: Reader, id: number, userId: number, locale: Locale): Promise<BookedAppointment> {
  const appointment = await loadBookedAppointment(db, id, userId, locale)
  if (!appointment) throw new Error(`Appointment ${id} was just booked but cannot be read back`)
  return appointment
}

/** What the booking pages show of an appointment: what, where, when and for how much. */
export function appointmentSummary(appointment: BookedAppointment) {
  const { id, serviceName, clinicName, destination, startsAt, timeZone, feeMinor, currency } = appointment
  return { id, serviceName, clinicName, destination, startsAt, timeZone, feeMinor, currency }
}

/** The calendar event, named for what it is (a preoperative assessment) in `locale`. */
export function calendarFile(appointment: BookedAppointment, locale: Locale, method: 'REQUEST' | 'CANCEL' = 'REQUEST') {
  const t = emailTranslator(locale)
  const names = { service: appointment.serviceName, clinic: appointment.clinicName }
  return appointmentIcs({
    uid: appointment.calendarUid,
    sequence: appointment.calendarSequence,
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: t('booking.calendar.summary', names),
    description: t('booking.calendar.description', names),
    location: `${appointment.clinicName}, ${appointment.clinicAddress}, ${appointment.destination}`,
    organizerEmail: env().MAIL_FROM.replace(/^.*<|>$/g, ''),
    attendeeEmail: appointment.patient.email,
  })
}
