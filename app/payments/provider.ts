/*
 * The payment layer's contract. Two implementations: the offline test provider
 * (test-provider.server.ts, Stripe's public test card numbers only) and Stripe
 * (stripe-provider.server.ts). paymentProvider() in payment-provider.server.ts
 * picks one from the environment. Types only, so the browser may import it.
 *
 * Amounts are in the currency's minor unit (cents), as Stripe expects.
 */

export interface PaymentIntentRequest {
  appointmentId: number
  amountMinor: number
  currency: string
  /** The same key always yields the same intent (retries, double submits). */
  idempotencyKey: string
  description: string
  customerEmail: string
  metadata: Record<string, string>
}

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error'

export type PaymentOutcome =
  { status: 'succeeded'; providerPaymentId: string } | { status: 'declined'; reason: DeclineReason; providerPaymentId?: string }

export interface PaymentProvider {
  readonly mode: 'test' | 'stripe'
  createIntent(req: PaymentIntentRequest): Promise<{ providerPaymentId: string; clientSecret?: string }>
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<{ refundId: string }>
}
