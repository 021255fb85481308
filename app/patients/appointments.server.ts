import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { AppointmentKind, AppointmentStatus } from './treatment-steps'

export interface AppointmentSummary {
  id: number
  kind: AppointmentKind
  status: AppointmentStatus
  /** ISO-8601, UTC. */
  startsAt: string
  /** ISO-8601, UTC. */
  endsAt: string
  /** The clinic's IANA time zone, to show the time as the patient will live it. */
  timeZone: string
  service: { slug: string; name: string }
  clinic: { slug: string; name: string; address: string }
  destination: { slug: string; name: string }
  specialist: { slug: string; name: string } | null
  treatmentId: number | null
  /** The assessment fee paid online (minor units), when there is one. */
  feeMinor: number | null
  currency: string | null
  /** True when a payment was taken for it (what a cancellation could refund). */
  paid: boolean
  /** ISO-8601, UTC: until when an unpaid hold keeps the hour (null unless it is a live hold awaiting payment). */
  holdExpiresAt: string | null
}

/** A patient's appointments with their names in `locale`; always scoped to `userId`. */
function appointmentsOf(db: Kysely<Database>, userId: number, locale: Locale) {
  return (
    db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
      .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
      .innerJoin('destinations as d', 'd.id', 'c.destination_id')
      .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
      .leftJoin('specialists as sp', 'sp.id', 'a.specialist_id')
      .select([
        'a.id',
        'a.kind',
        'a.status',
        'a.starts_at',
        'a.ends_at',
        'a.treatment_id',
        'a.fee_minor',
        'a.currency',
        'a.payment_id',
        'a.hold_expires_at',
        's.slug as service_slug',
        'st.name as service_name',
        'c.slug as clinic_slug',
        'c.name as clinic_name',
        'c.address as clinic_address',
        'c.time_zone',
        'd.slug as destination_slug',
        'dt.name as destination_name',
        'sp.slug as specialist_slug',
        'sp.name as specialist_name',
      ])
      .where('a.user_id', '=', userId)
      // Rescheduled ones live on as their replacement.
      .where('a.replaced_by_id', 'is', null)
  )
}

type AppointmentRow = Awaited<ReturnType<ReturnType<typeof appointmentsOf>['execute']>>[number]

function toSummary(row: AppointmentRow, now: Date): AppointmentSummary {
  // A hold past its time is expired even before the sweep (every minute) marks it so.
  const lapsed = row.status === 'pending_payment' && (row.hold_expires_at === null || toDate(row.hold_expires_at) <= now)
  return {
    id: row.id,
    kind: row.kind,
    status: lapsed ? 'expired' : row.status,
    paid: row.payment_id !== null,
    holdExpiresAt: row.status === 'pending_payment' && !lapsed && row.hold_expires_at !== null ? toDate(row.hold_expires_at).toISOString() : null,
    startsAt: toDate(row.starts_at).toISOString(),
    endsAt: toDate(row.ends_at).toISOString(),
    timeZone: row.time_zone,
    feeMinor: row.fee_minor,
    currency: row.currency,
    service: { slug: row.service_slug, name: row.service_name },
    clinic: {
      slug: row.clinic_slug,
      name: row.clinic_name,
      address: row.clinic_address,
    },
    destination: { slug: row.destination_slug, name: row.destination_name },
    specialist: row.specialist_slug != null && row.specialist_name != null ? { slug: row.specialist_slug, name: row.specialist_name } : null,
    treatmentId: row.treatment_id,
  }
}

const byStart = (a: AppointmentSummary, b: AppointmentSummary) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id

export interface AppointmentLists {
  /** Confirmed or awaiting payment, not yet started; soonest first. */
  upcoming: AppointmentSummary[]
  /** Attended (or held and now over); most recent first. */
  past: AppointmentSummary[]
  /** Cancelled or expired, whatever their date: they never took place. Most recently scheduled first. */
  cancelled: AppointmentSummary[]
}

/** Which list an appointment belongs to. */
export function appointmentList(appointment: Pick<AppointmentSummary, 'status' | 'startsAt'>, now: Date = new Date()): keyof AppointmentLists {
  if (appointment.status === 'cancelled' || appointment.status === 'expired') return 'cancelled'
  // A live hold is upcoming too: the patient can still pay for it.
  const live = appointment.status === 'confirmed' || appointment.status === 'pending_payment'
  return live && new Date(appointment.startsAt).getTime() >= now.getTime() ? 'upcoming' : 'past'
}

/** The patient's appointments, each in its list. */
export async function listAppointments(db: Kysely<Database>, userId: number, locale: Locale, now: Date = new Date()): Promise<AppointmentLists> {
  const all = (await appointmentsOf(db, userId, locale).execute()).map((row) => toSummary(row, now))
  const lists: AppointmentLists = { upcoming: [], past: [], cancelled: [] }
  for (const appointment of all) lists[appointmentList(appointment, now)].push(appointment)
  lists.upcoming.sort(byStart)
  lists.past.sort((a, b) => byStart(b, a))
  lists.cancelled.sort((a, b) => byStart(b, a))
  return lists
}

/** One of the patient's own appointments; undefined when it is not theirs (or does not exist). */
export async function getAppointment(
  db: Kysely<Database>,
  userId: number,
  id: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<AppointmentSummary | undefined> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined
  const row = await appointmentsOf(db, userId, locale).where('a.id', '=', id).executeTakeFirst()
  return row ? toSummary(row, now) : undefined
}

/** The appointments that belong to one of the patient's treatments, in date order. */
export async function listTreatmentAppointments(
  db: Kysely<Database>,
  userId: number,
  treatmentId: number,
  locale: Locale,
): Promise<AppointmentSummary[]> {
  const rows = await appointmentsOf(db, userId, locale).where('a.treatment_id', '=', treatmentId).execute()
  const now = new Date()
  return rows.map((row) => toSummary(row, now)).sort(byStart)
}
