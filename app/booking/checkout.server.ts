import type { Kysely, Transaction } from 'kysely'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { emailTranslator } from '~/messaging/emails.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import type { CardInput } from '~/payments/test-cards'
import { planTreatmentForAssessment } from '~/patients/treatment-plans.server'
import { enqueueConfirmationEmails } from './booking-notifications.server'
import { appointmentIcs } from './ics'

/*
 * Step 3 and 4: paying a held appointment and confirming it. The hold is
 * checked again here (same session, not expired); the paid status comes only
 * from the payment provider's result, and a repeated payment never charges or
 * confirms twice.
 */

export async function loadBookedAppointment(db: Kysely<Database> | Transaction<Database>, id: number, userId: number, locale: Locale) {
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
      'a.condition',
      'a.locale',
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
    .executeTakeFirst()
  if (!row) return undefined
  return {
    ...row,
    startsAt: toDate(row.starts_at).toISOString(),
    endsAt: toDate(row.ends_at).toISOString(),
    holdExpiresAt: row.hold_expires_at ? toDate(row.hold_expires_at).toISOString() : null,
  }
}
export type BookedAppointment = NonNullable<Awaited<ReturnType<typeof loadBookedAppointment>>>

export type PayResult =
  | { status: 'confirmed' }
  | { status: 'hold_expired' }
  | { status: 'invalid'; code: string }
  | { status: 'declined'; reason: string }

export function holdIsLive(appointment: BookedAppointment, sessionId: number, now = new Date()) {
  return (
    appointment.status === 'pending_payment' &&
    appointment.hold_session_id === sessionId &&
    appointment.holdExpiresAt !== null &&
    new Date(appointment.holdExpiresAt) > now
  )
}

/** The provider's payment for this appointment: the same one however often it is asked for. */
function createIntentFor(appointment: BookedAppointment) {
  return paymentProvider().createIntent({
    appointmentId: appointment.id,
    amountMinor: appointment.fee_minor ?? 0,
    currency: appointment.currency ?? 'USD',
    // Unique across databases and resets, unlike the numeric id.
    idempotencyKey: `appointment-${appointment.calendar_uid ?? appointment.id}`,
    description: appointment.serviceName,
    customerEmail: appointment.patient_email ?? '',
    metadata: { appointmentId: String(appointment.id) },
  })
}

export type StripePaymentStart = { status: 'confirmed' } | { status: 'hold_expired' } | { status: 'requires_payment'; clientSecret: string }

/**
 * Stripe mode: the PaymentIntent whose client secret the Payment Element
 * needs. Paying happens in the browser with Stripe; the signed webhook, not
 * this call or the return page, confirms the appointment.
 */
export async function startStripePayment(appointment: BookedAppointment, sessionId: number, now = new Date()): Promise<StripePaymentStart> {
  if (appointment.status === 'confirmed') return { status: 'confirmed' }
  if (!holdIsLive(appointment, sessionId, now)) return { status: 'hold_expired' }
  const intent = await createIntentFor(appointment)
  if (!intent.clientSecret) throw new Error('Stripe returned a PaymentIntent without a client secret')
  return { status: 'requires_payment', clientSecret: intent.clientSecret }
}

/** Pays with a card in test mode. */
export async function payInTestMode(
  db: Kysely<Database>,
  appointment: BookedAppointment,
  sessionId: number,
  card: CardInput,
  now = new Date(),
): Promise<PayResult> {
  if (appointment.status === 'confirmed') return { status: 'confirmed' }
  if (!holdIsLive(appointment, sessionId, now)) return { status: 'hold_expired' }
  const provider = paymentProvider()
  if (provider.mode !== 'test') throw new Error('Card forms are only for test mode; Stripe uses its Payment Element.')
  const intent = await createIntentFor(appointment)
  const outcome = await provider.charge(intent.providerPaymentId, card)
  if (outcome.status === 'invalid') return { status: 'invalid', code: outcome.code }
  if (outcome.status === 'declined') return { status: 'declined', reason: outcome.reason }
  const confirmed = await confirmPaid(db, appointment.id, outcome.providerPaymentId, now)
  if (!confirmed) {
    // Another request (a double click) may have confirmed it with this same payment.
    const current = await db.selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', appointment.id).executeTakeFirst()
    if (current?.status === 'confirmed' && current.payment_id === outcome.providerPaymentId) return { status: 'confirmed' }
    // The hold ran out while paying: give the money back.
    await provider.refund(outcome.providerPaymentId, appointment.fee_minor ?? 0, `refund-expired-${appointment.calendar_uid ?? appointment.id}`)
    return { status: 'hold_expired' }
  }
  return { status: 'confirmed' }
}

/**
 * pending_payment → confirmed, once, only while the hold lasts; the emails go
 * out with it, and the assessment becomes the first step of a planned
 * treatment in the same transaction (test mode and Stripe's webhook alike).
 */
export async function confirmPaid(db: Kysely<Database>, appointmentId: number, paymentId: string, now = new Date()) {
  const confirmed = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('appointments')
      .set({ status: 'confirmed', paid_at: now.toISOString(), payment_id: paymentId, hold_expires_at: null })
      .where('id', '=', appointmentId)
      .where('status', '=', 'pending_payment')
      .where('hold_expires_at', '>', now.toISOString())
      .returning('id')
      .executeTakeFirst()
    if (updated) {
      await enqueueConfirmationEmails(trx, appointmentId)
      await planTreatmentForAssessment(trx, appointmentId, now)
    }
    return Boolean(updated)
  })
  if (confirmed) wakeOutbox()
  return confirmed
}

/** The calendar event, named for what it is (a preoperative assessment) in the language the appointment was loaded in. */
export function calendarFile(appointment: BookedAppointment, locale: Locale, method: 'REQUEST' | 'CANCEL' = 'REQUEST') {
  const t = emailTranslator(locale)
  const names = { service: appointment.serviceName, clinic: appointment.clinicName }
  return appointmentIcs({
    uid: appointment.calendar_uid ?? `appointment-${appointment.id}@claravia`,
    sequence: appointment.calendar_sequence,
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    summary: t('booking.calendar.summary', names),
    description: t('booking.calendar.description', names),
    location: `${appointment.clinicName}, ${appointment.clinicAddress}, ${appointment.destination}`,
    organizerEmail: env().MAIL_FROM.replace(/^.*<|>$/g, ''),
    attendeeEmail: appointment.patient_email ?? 'patient@claravia.example',
  })
}
