import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '~/config/env.server'

const settings: Partial<Env> = {}
vi.mock('~/config/env.server', () => ({ env: () => settings }))

const { paymentProvider, resetPaymentProvider } = await import('./payment-provider.server')

afterEach(() => {
  resetPaymentProvider()
  delete settings.STRIPE_SECRET_KEY
})

describe('paymentProvider', () => {
  it('uses the test provider without a Stripe key, once per process', () => {
    const provider = paymentProvider()
    expect(provider.mode).toBe('test')
    expect(paymentProvider()).toBe(provider)
  })

  it('uses Stripe when STRIPE_SECRET_KEY is set', () => {
    settings.STRIPE_SECRET_KEY = 'sk_test_claravia123'
    expect(paymentProvider().mode).toBe('stripe')
  })
})
