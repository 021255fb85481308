import { sql, type Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { AppointmentStatus, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { localDateTime } from './clinic-days'

/*
 * An appointment as the staff console lists it. The patient's name and email
 * are the ones given at booking; visits a clinic arranges (treatments,
 * follow-ups) have none, so the account's stand in.
 */

export interface StaffAppointment {
  id: number
  kind: 'assessment' | 'treatment' | 'follow_up'
  status: AppointmentStatus
  patient: { userId: number; name: string; email: string }
  service: { id: number; name: string }
  clinic: { id: number; name: string; timeZone: string }
  /** ISO 8601 UTC. */
  startsAt: string
  endsAt: string
  /** The start as the clinic's wall clock, with its offset. */
  startsAtClinic: string
  /** The assessment fee paid online (minor units); null for visits without one. */
  amountMinor: number | null
  currency: string | null
  paid: boolean
  refundedMinor: number
}

/** Every appointment with what a list shows, names in `locale`; callers add scope, filters and order. */
export function staffAppointmentRows(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'a.service_id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .select([
      'a.id',
      'a.kind',
      'a.status',
      'a.user_id',
      'a.starts_at',
      'a.ends_at',
      'a.fee_minor',
      'a.currency',
      'a.payment_id',
      'a.refunded_minor',
      'a.service_id',
      'st.name as service_name',
      'a.clinic_id',
      'c.name as clinic_name',
      'c.time_zone',
      sql<string>`coalesce(${sql.ref('a.patient_first_name')} || ' ' || ${sql.ref('a.patient_last_name')}, ${sql.ref('u.name')})`.as('patient_name'),
      sql<string>`coalesce(${sql.ref('a.patient_email')}, ${sql.ref('u.email')})`.as('patient_email'),
    ])
}

export type StaffAppointmentRow = Awaited<ReturnType<ReturnType<typeof staffAppointmentRows>['execute']>>[number]

export function toStaffAppointment(row: StaffAppointmentRow): StaffAppointment {
  const startsAt = toDate(row.starts_at)
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    patient: { userId: row.user_id, name: row.patient_name, email: row.patient_email },
    service: { id: row.service_id, name: row.service_name },
    clinic: { id: row.clinic_id, name: row.clinic_name, timeZone: row.time_zone },
    startsAt: startsAt.toISOString(),
    endsAt: toDate(row.ends_at).toISOString(),
    startsAtClinic: localDateTime(startsAt, row.time_zone),
    amountMinor: row.fee_minor,
    currency: row.currency,
    // A reschedule moves the payment to the new booking, so the old one reads unpaid.
    paid: row.payment_id !== null,
    refundedMinor: row.refunded_minor ?? 0,
  }
}
