import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import type { CardInput } from '~/payments/test-cards'
import { planTreatmentForAssessment } from '~/patients/treatment-plans.server'
import type { BookedAppointment } from './appointment.server'
import { enqueueConfirmationEmails } from './booking-notifications.server'

/*
 * Step 3 and 4: paying a held appointment and confirming it. The hold is
 * checked again here (same session, not expired); the paid status comes only
 * from the payment provider's result, and a repeated payment never charges or
 * confirms twice.
 */

/** Whether the hold can still be paid: unpaid, by the session that made it, and in time. */
export function holdIsLive(appointment: BookedAppointment, sessionId: number, now = new Date()) {
  return (
    appointment.status === 'pending_payment' &&
    appointment.holdSessionId === sessionId &&
    appointment.holdExpiresAt !== null &&
    new Date(appointment.holdExpiresAt) > now
  )
}

/** The provider's payment for this appointment: the same one however often it is asked for. */
export function createIntentFor(appointment: BookedAppointment) {
  return paymentProvider().createIntent({
    appointmentId: appointment.id,
    amountMinor: appointment.feeMinor,
    currency: appointment.currency,
    // Unique across databases and resets, unlike the numeric id.
    idempotencyKey: `appointment-${appointment.calendarUid}`,
    description: appointment.serviceName,
    customerEmail: appointment.patient.email,
    metadata: { appointmentId: String(appointment.id) },
  })
}

/**
 * Pays a hold with a card in test mode. A card the provider finds invalid or
 * declines is refused with its reason as the `detail` (the card form's field).
 */
export async function payHold(
  db: Kysely<Database>,
  appointment: BookedAppointment,
  sessionId: number,
  card: CardInput,
  now = new Date(),
): Promise<Outcome> {
  if (appointment.status === 'confirmed') return { ok: true }
  if (!holdIsLive(appointment, sessionId, now)) return refuse('hold_expired')
  const provider = paymentProvider()
  if (provider.mode !== 'test') throw new Error('Card forms are only for test mode; Stripe uses its Payment Element.')
  const intent = await createIntentFor(appointment)
  const outcome = await provider.charge(intent.providerPaymentId, card)
  if (outcome.status === 'invalid') return refuse('card_invalid', { detail: outcome.code, field: 'card' })
  if (outcome.status === 'declined') return refuse('card_declined', { detail: outcome.reason, field: 'card' })
  let confirmed: boolean
  try {
    confirmed = await confirmPaid(db, appointment.id, outcome.providerPaymentId, now)
  } catch (error) {
    // Charged but not recorded: paying again charges nothing more (the same intent) and confirms it.
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
  if (!confirmed) {
    // Another request (a double click) may have confirmed it with this same payment.
    const current = await db.selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', appointment.id).executeTakeFirst()
    if (current?.status === 'confirmed' && current.payment_id === outcome.providerPaymentId) return { ok: true }
    // The hold ran out while paying: give the money back.
    await provider.refund(outcome.providerPaymentId, appointment.feeMinor, `refund-expired-${appointment.calendarUid}`)
    return refuse('hold_expired')
  }
  return { ok: true }
}

/**
 * pending_payment → confirmed, once, only while the hold lasts; the emails go
 * out with it, and the assessment becomes the first step of a planned
 * treatment in the same transaction (test mode and Stripe's webhook alike).
 * Throws WriteConflict when the database rolled it back twice.
 */
export async function confirmPaid(db: Kysely<Database>, appointmentId: number, paymentId: string, now = new Date()) {
  const confirmed = await transactionWithRetry(db, async (trx) => {
    // The guarded update is the lock on the appointment's row, the first this transaction takes (appointment-locks.server.ts).
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
