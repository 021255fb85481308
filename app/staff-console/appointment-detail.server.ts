import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { AppointmentStatus, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { staffAppointmentRows, toStaffAppointment, type StaffAppointment } from './appointment-rows.server'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'

/*
 * One appointment as the console's detail page shows it. The data has no
 * patient time zone (accounts keep a language only), so times are the
 * clinic's and UTC. Status changes are not timestamped except booking
 * (createdAt), payment (paidAt) and the hold's end; a cancellation's time is
 * not stored.
 */

export interface AppointmentDetail extends StaffAppointment {
  /** `timeZone`: the patient's own IANA zone, when their browser told it at booking. */
  patient: StaffAppointment['patient'] & {
    phone: string | null
    condition: string | null
    accountName: string
    locale: string
    timeZone: string | null
  }
  clinic: StaffAppointment['clinic'] & { slug: string; address: string }
  specialist: { id: number; name: string } | null
  treatmentId: number | null
  payment: {
    amountMinor: number
    currency: string
    provider: 'test' | 'stripe'
    reference: string
    paidAt: string | null
    refundedMinor: number
  } | null
  timestamps: { createdAt: string; paidAt: string | null; holdExpiresAt: string | null }
  /** The reschedule chain, oldest first, this appointment included. */
  history: Array<{ id: number; status: AppointmentStatus; startsAt: string; createdAt: string }>
}

/** The test provider's references start with "test_" (test-provider.server.ts); everything else is Stripe's. */
function providerOf(reference: string) {
  return reference.startsWith('test_') ? 'test' : 'stripe'
}

async function historyStep(db: Kysely<Database>, where: { id: number } | { replacedById: number }) {
  let query = db.selectFrom('appointments').select(['id', 'status', 'starts_at', 'created_at', 'replaced_by_id'])
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('replaced_by_id', '=', where.replacedById)
  return query.executeTakeFirst()
}

/** Follows replaced_by_id both ways from the appointment (chains are a few reschedules long). */
async function rescheduleChain(db: Kysely<Database>, id: number, replacedById: number | null) {
  const steps: NonNullable<Awaited<ReturnType<typeof historyStep>>>[] = []
  for (let earlier = await historyStep(db, { replacedById: id }); earlier; earlier = await historyStep(db, { replacedById: earlier.id })) {
    steps.unshift(earlier)
  }
  steps.push((await historyStep(db, { id }))!)
  for (let next = replacedById; next !== null;) {
    const later = await historyStep(db, { id: next })
    if (!later) break
    steps.push(later)
    next = later.replaced_by_id
  }
  return steps.map((step) => ({
    id: step.id,
    status: step.status,
    startsAt: toDate(step.starts_at).toISOString(),
    createdAt: toDate(step.created_at).toISOString(),
  }))
}

const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString())

/** An appointment with its patient, payment and history; undefined when it does not exist or is outside `scope`. */
export async function appointmentDetail(
  db: Kysely<Database>,
  scope: ClinicScope,
  id: number,
  locale: Locale,
): Promise<AppointmentDetail | undefined> {
  const row = await staffAppointmentRows(db, locale)
    .leftJoin('specialists as sp', 'sp.id', 'a.specialist_id')
    .select([
      'a.patient_phone',
      'a.patient_time_zone',
      'a.condition',
      'a.treatment_id',
      'a.created_at',
      'a.paid_at',
      'a.hold_expires_at',
      'a.replaced_by_id',
      'u.name as account_name',
      'u.locale as account_locale',
      'c.slug as clinic_slug',
      'c.address as clinic_address',
      'sp.id as specialist_id',
      'sp.name as specialist_name',
    ])
    .where('a.id', '=', id)
    .where(clinicInScope('a.clinic_id', scope))
    .executeTakeFirst()
  if (!row) return undefined
  const appointment = toStaffAppointment(row)
  return {
    ...appointment,
    patient: {
      ...appointment.patient,
      phone: row.patient_phone,
      condition: row.condition,
      accountName: row.account_name,
      locale: row.account_locale,
      timeZone: row.patient_time_zone,
    },
    clinic: { ...appointment.clinic, slug: row.clinic_slug, address: row.clinic_address },
    specialist: row.specialist_id !== null && row.specialist_name !== null ? { id: row.specialist_id, name: row.specialist_name } : null,
    treatmentId: row.treatment_id,
    payment:
      row.payment_id !== null && row.fee_minor !== null && row.currency !== null
        ? {
            amountMinor: row.fee_minor,
            currency: row.currency,
            provider: providerOf(row.payment_id),
            reference: row.payment_id,
            paidAt: iso(row.paid_at),
            refundedMinor: row.refunded_minor ?? 0,
          }
        : null,
    timestamps: { createdAt: toDate(row.created_at).toISOString(), paidAt: iso(row.paid_at), holdExpiresAt: iso(row.hold_expires_at) },
    history: await rescheduleChain(db, row.id, row.replaced_by_id),
  }
}
