import { randomBytes } from 'node:crypto'
import type { PaymentIntentRequest, PaymentOutcome, PaymentProvider } from './provider'
import { testCardOutcome, validateCard } from './test-cards'
import type { CardErrorCode, CardField, CardInput } from './test-cards'

/*
 * The offline payment provider, used when STRIPE_SECRET_KEY is not set. It
 * behaves like Stripe's test mode without the network: intents, then a charge
 * with one of Stripe's public test card numbers, whose outcome is fixed by the
 * number (4242… succeeds, 4000…0002 is declined, …). No real card is ever
 * accepted and no card number is logged or kept.
 *
 * State lives in this process's memory only. It makes retries safe while the
 * process runs (same idempotency key → same intent or refund; charging an
 * intent that already succeeded returns that success without charging again),
 * but it is lost on restart and not shared between servers: the caller
 * (booking) must persist the outcome of every charge and check its own record
 * before charging.
 */

export type TestChargeResult = PaymentOutcome | { status: 'invalid'; field: CardField; code: CardErrorCode }

export interface TestIntentSnapshot {
  providerPaymentId: string
  /** Null when the intent was created before this process started. */
  amountMinor: number | null
  currency: string | null
  status: 'requires_payment_method' | 'succeeded'
  /** Charges that went through (never more than one). */
  successfulCharges: number
  /** Charge attempts with a valid test card, including declined ones. */
  attempts: number
  refundedMinor: number
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly mode: 'test'
  /**
   * Charges the intent with a test card. A card that fails validation gives
   * `invalid` (nothing attempted); a valid one gives the card's fixed outcome.
   * A declined intent may be charged again with another card; a succeeded one
   * returns the same success and is not charged twice.
   */
  charge(providerPaymentId: string, card: CardInput): Promise<TestChargeResult>
  /** The intent as this process knows it (like looking at the dashboard). */
  inspect(providerPaymentId: string): TestIntentSnapshot | undefined
}

interface IntentState {
  amountMinor: number | null
  currency: string | null
  status: 'requires_payment_method' | 'succeeded'
  successfulCharges: number
  attempts: number
  refundedMinor: number
}

const randomId = () => randomBytes(12).toString('hex')

export function createTestProvider(): TestPaymentProvider {
  const intents = new Map<string, IntentState>()
  const intentByKey = new Map<string, { id: string; amountMinor: number; currency: string }>()
  const refundByKey = new Map<string, { refundId: string; providerPaymentId: string; amountMinor: number }>()

  return {
    mode: 'test',

    async createIntent(req: PaymentIntentRequest) {
      assertAmount(req.amountMinor)
      const currency = req.currency.toLowerCase()
      if (!/^[a-z]{3}$/.test(currency)) throw new Error(`Invalid currency "${req.currency}"`)
      if (!req.idempotencyKey) throw new Error('An idempotency key is required')

      const earlier = intentByKey.get(req.idempotencyKey)
      if (earlier) {
        if (earlier.amountMinor !== req.amountMinor || earlier.currency !== currency) {
          throw new Error('Idempotency key reused with a different amount or currency')
        }
        return { providerPaymentId: earlier.id }
      }
      const id = `test_pi_${randomId()}`
      intentByKey.set(req.idempotencyKey, { id, amountMinor: req.amountMinor, currency })
      intents.set(id, {
        amountMinor: req.amountMinor,
        currency,
        status: 'requires_payment_method',
        successfulCharges: 0,
        attempts: 0,
        refundedMinor: 0,
      })
      return { providerPaymentId: id }
    },

    async charge(providerPaymentId: string, card: CardInput): Promise<TestChargeResult> {
      if (!providerPaymentId.startsWith('test_pi_')) throw new Error('Not a test payment intent')
      // Synchronous from here on, so two concurrent charges cannot both succeed.
      let intent = intents.get(providerPaymentId)
      if (intent?.status === 'succeeded') return { status: 'succeeded', providerPaymentId }

      const validation = validateCard(card)
      if (!validation.ok) return { status: 'invalid', field: validation.field, code: validation.code }
      const outcome = testCardOutcome(card.number)
      if (!outcome) return { status: 'invalid', field: 'number', code: 'unsupported_card' }

      if (!intent) {
        // Created before a restart: the caller's own record vouches for it.
        intent = {
          amountMinor: null,
          currency: null,
          status: 'requires_payment_method',
          successfulCharges: 0,
          attempts: 0,
          refundedMinor: 0,
        }
        intents.set(providerPaymentId, intent)
      }
      intent.attempts++
      if (outcome.status === 'declined') return { status: 'declined', reason: outcome.reason, providerPaymentId }
      intent.status = 'succeeded'
      intent.successfulCharges++
      return { status: 'succeeded', providerPaymentId }
    },

    async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string) {
      assertAmount(amountMinor)
      if (!idempotencyKey) throw new Error('An idempotency key is required')
      const earlier = refundByKey.get(idempotencyKey)
      if (earlier) {
        if (earlier.providerPaymentId !== providerPaymentId || earlier.amountMinor !== amountMinor) {
          throw new Error('Idempotency key reused with a different payment or amount')
        }
        return { refundId: earlier.refundId }
      }
      if (!providerPaymentId.startsWith('test_pi_')) throw new Error('Not a test payment intent')

      const intent = intents.get(providerPaymentId)
      // Unknown intents (created before a restart) are refunded on the caller's word.
      if (intent) {
        if (intent.status !== 'succeeded') throw new Error('Only a succeeded payment can be refunded')
        if (intent.amountMinor !== null && intent.refundedMinor + amountMinor > intent.amountMinor) {
          throw new Error('Refund exceeds the amount paid')
        }
        intent.refundedMinor += amountMinor
      }
      const refundId = `test_re_${randomId()}`
      refundByKey.set(idempotencyKey, { refundId, providerPaymentId, amountMinor })
      return { refundId }
    },

    inspect(providerPaymentId: string) {
      const intent = intents.get(providerPaymentId)
      if (!intent) return undefined
      return {
        providerPaymentId,
        amountMinor: intent.amountMinor,
        currency: intent.currency,
        status: intent.status,
        successfulCharges: intent.successfulCharges,
        attempts: intent.attempts,
        refundedMinor: intent.refundedMinor,
      }
    },
  }
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error('The amount must be a positive whole number of minor units')
  }
}
