import Stripe from 'stripe'
import { outgoingTraceHeaders } from '~/observability/trace-context.server'
import type { PaymentIntentRequest, PaymentProvider } from './provider'

/*
 * Stripe, through the official SDK. The server creates a PaymentIntent and
 * hands its client secret to Stripe.js in the browser, which collects the card
 * (it never reaches our server). Whether an intent is paid is decided by the
 * signed webhook (payment_intent.succeeded), checked by verifyStripeWebhook.
 */

export interface StripeProviderOptions {
  secretKey: string
  /** Another API origin, e.g. http://127.0.0.1:4010 for a local stand-in in tests. */
  apiBase?: string
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly mode: 'stripe'
}

export function createStripeProvider({ secretKey, apiBase }: StripeProviderOptions): StripePaymentProvider {
  const stripe = new Stripe(secretKey, {
    ...apiOrigin(apiBase),
    // Safe: every write carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Claravia' },
  })

  return {
    mode: 'stripe',

    async createIntent(req: PaymentIntentRequest) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: req.amountMinor,
          currency: req.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          receipt_email: req.customerEmail,
          description: req.description,
          metadata: { ...req.metadata, appointmentId: String(req.appointmentId) },
        },
        // The request's trace goes along (W3C traceparent), so a slow intent shows in the booking's trace.
        { idempotencyKey: req.idempotencyKey, headers: outgoingTraceHeaders() },
      )
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret ?? undefined }
    },

    async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, amount: amountMinor },
        { idempotencyKey, headers: outgoingTraceHeaders() },
      )
      return { refundId: refund.id }
    },
  }
}

function apiOrigin(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('apiBase must be an http(s) URL')
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

export type StripeWebhookEvent = Stripe.Event

/**
 * Checks a webhook's Stripe-Signature header (HMAC-SHA256 with the endpoint's
 * whsec_ secret) and its age, then parses it. `rawBody` must be the request
 * body exactly as received, before any JSON parsing. Throws when the
 * signature does not match or the timestamp is older than the tolerance.
 */
export function verifyStripeWebhook(rawBody: string, signatureHeader: string, secret: string, toleranceSeconds = 300): StripeWebhookEvent {
  if (!secret) throw new Error('The webhook signing secret is missing')
  // The SDK skips the age check for a tolerance of 0; never allow that by accident.
  if (!(toleranceSeconds > 0)) throw new Error('The webhook tolerance must be a positive number of seconds')
  return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, toleranceSeconds)
}

/** A valid Stripe-Signature header for `payload`, for tests. `timestamp` is in seconds. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}
