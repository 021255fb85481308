import { env } from '~/config/env.server'
import { createStripeProvider } from './stripe-provider.server'
import type { StripePaymentProvider } from './stripe-provider.server'
import { createTestProvider } from './test-provider.server'
import type { TestPaymentProvider } from './test-provider.server'

/** A PaymentProvider; check `mode` to reach the test provider's `charge`. */
export type ConfiguredPaymentProvider = TestPaymentProvider | StripePaymentProvider

let current: ConfiguredPaymentProvider | undefined

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the offline test provider (one per process). */
export function paymentProvider(): ConfiguredPaymentProvider {
  if (!current) {
    const secretKey = env().STRIPE_SECRET_KEY
    current = secretKey ? createStripeProvider({ secretKey }) : createTestProvider()
  }
  return current
}

/** Forgets the cached provider (tests that change the environment). */
export function resetPaymentProvider() {
  current = undefined
}
