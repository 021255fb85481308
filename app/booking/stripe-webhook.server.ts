import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { WriteConflict } from '~/db/transaction.server'
import { refuse, type Refusal } from '~/errors/outcomes'
import { countPayment } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { verifyStripeWebhook } from '~/payments/stripe-provider.server'
import { confirmPaid } from './checkout.server'

/*
 * Stripe's webhook is the only source of the paid status in Stripe mode. The
 * signature is verified on the raw body; only the event types we act on are
 * handled; the event points at an appointment whose amount must match; a
 * replayed event changes nothing.
 */

/** 400: not from Stripe; 409: the database was too busy to record it (Stripe sends it again later); 200: handled. */
export type WebhookOutcome = { status: 400; reason: string } | { status: 409; refusal: Refusal } | { status: 200; handled: string }

interface IntentObject {
  id: string
  amount: number
  currency: string
  metadata?: Record<string, string>
}

export async function handleStripeWebhook(
  db: Kysely<Database>,
  rawBody: string,
  signature: string,
  secret: string,
  now = new Date(),
): Promise<WebhookOutcome> {
  const outcome = await handleEvent(db, rawBody, signature, secret, now)
  const counted = outcome.status === 200 ? outcome.handled : outcome.status === 400 ? 'bad_signature' : outcome.refusal.code
  if (counted !== 'ignored') countPayment('stripe', counted)
  return outcome
}

async function handleEvent(db: Kysely<Database>, rawBody: string, signature: string, secret: string, now: Date): Promise<WebhookOutcome> {
  let event
  try {
    event = verifyStripeWebhook(rawBody, signature, secret)
  } catch (error) {
    return { status: 400, reason: error instanceof Error ? error.message : 'Invalid signature' }
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return { status: 200, handled: 'ignored' }
  }
  const intent = event.data.object as unknown as IntentObject
  const appointmentId = Number(intent.metadata?.appointmentId)
  if (!Number.isInteger(appointmentId) || appointmentId <= 0) return { status: 200, handled: 'ignored' }
  if (event.type === 'payment_intent.payment_failed') {
    logger.info({ appointmentId, intent: intent.id }, 'card payment failed')
    return { status: 200, handled: 'failed' }
  }
  const appointment = await db
    .selectFrom('appointments')
    .select(['status', 'fee_minor', 'currency', 'payment_id'])
    .where('id', '=', appointmentId)
    .executeTakeFirst()
  if (!appointment || appointment.fee_minor !== intent.amount || appointment.currency?.toLowerCase() !== intent.currency.toLowerCase()) {
    logger.warn({ appointmentId, intent: intent.id }, 'payment does not match its appointment')
    return { status: 200, handled: 'mismatch' }
  }
  if (appointment.status === 'confirmed') return { status: 200, handled: 'already_confirmed' }
  let confirmed: boolean
  try {
    confirmed = await confirmPaid(db, appointmentId, intent.id, now)
  } catch (error) {
    if (error instanceof WriteConflict) return { status: 409, refusal: refuse('write_conflict') }
    throw error
  }
  if (!confirmed) {
    // Paid after the hold ran out (the hour may be someone else's now): give the money back.
    // The idempotency key makes a replayed event refund once.
    logger.warn({ appointmentId, intent: intent.id }, 'paid after the hold ended: refunding')
    await paymentProvider().refund(intent.id, intent.amount, `refund-late-${intent.id}`)
  }
  return { status: 200, handled: confirmed ? 'confirmed' : 'hold_expired' }
}
