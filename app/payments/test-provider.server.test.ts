import { describe, expect, it } from 'vitest'
import type { PaymentIntentRequest } from './provider'
import { createTestProvider } from './test-provider.server'

const request = (overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest => ({
  appointmentId: 7,
  amountMinor: 15_000,
  currency: 'EUR',
  idempotencyKey: `appointment-7-${Math.random()}`,
  description: 'Assessment deposit',
  customerEmail: 'patient@example.com',
  metadata: { locale: 'en' },
  ...overrides,
})

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' })

describe('test payment provider', () => {
  it('creates test intents without a client secret', async () => {
    const provider = createTestProvider()
    expect(provider.mode).toBe('test')
    const intent = await provider.createIntent(request())
    expect(intent.providerPaymentId).toMatch(/^test_pi_[0-9a-f]{24}$/)
    expect(intent.clientSecret).toBeUndefined()
    expect(provider.inspect(intent.providerPaymentId)).toMatchObject({
      amountMinor: 15_000,
      currency: 'eur',
      status: 'requires_payment_method',
    })
  })

  it('returns the same intent for the same idempotency key', async () => {
    const provider = createTestProvider()
    const first = await provider.createIntent(request({ idempotencyKey: 'k1' }))
    const again = await provider.createIntent(request({ idempotencyKey: 'k1' }))
    const other = await provider.createIntent(request({ idempotencyKey: 'k2' }))
    expect(again.providerPaymentId).toBe(first.providerPaymentId)
    expect(other.providerPaymentId).not.toBe(first.providerPaymentId)
    await expect(provider.createIntent(request({ idempotencyKey: 'k1', amountMinor: 1 }))).rejects.toThrow(/Idempotency/)
  })

  it('refuses invalid amounts', async () => {
    const provider = createTestProvider()
    await expect(provider.createIntent(request({ amountMinor: 0 }))).rejects.toThrow()
    await expect(provider.createIntent(request({ amountMinor: 10.5 }))).rejects.toThrow()
  })

  it('succeeds with 4242 4242 4242 4242', async () => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request())
    expect(await provider.charge(providerPaymentId, card('4242 4242 4242 4242'))).toEqual({
      status: 'succeeded',
      providerPaymentId,
    })
    expect(provider.inspect(providerPaymentId)).toMatchObject({ status: 'succeeded', successfulCharges: 1 })
  })

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
  ] as const)('declines %s with %s', async (number, reason) => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request())
    expect(await provider.charge(providerPaymentId, card(number))).toEqual({
      status: 'declined',
      reason,
      providerPaymentId,
    })
    expect(provider.inspect(providerPaymentId)).toMatchObject({ status: 'requires_payment_method', attempts: 1 })
  })

  it('lets a declined intent be paid with another card', async () => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request())
    expect(await provider.charge(providerPaymentId, card('4000000000009995'))).toMatchObject({ status: 'declined' })
    expect(await provider.charge(providerPaymentId, card('5555555555554444'))).toMatchObject({ status: 'succeeded' })
    expect(provider.inspect(providerPaymentId)).toMatchObject({ attempts: 2, successfulCharges: 1 })
  })

  it('never charges a succeeded intent twice', async () => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request())
    const first = await provider.charge(providerPaymentId, card('4242424242424242'))
    const [second, third] = await Promise.all([
      provider.charge(providerPaymentId, card('4242424242424242')),
      provider.charge(providerPaymentId, card('4000000000000002')),
    ])
    expect(first).toEqual({ status: 'succeeded', providerPaymentId })
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect(provider.inspect(providerPaymentId)).toMatchObject({ successfulCharges: 1, attempts: 1 })
  })

  it('reports invalid cards without attempting a charge', async () => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request())
    expect(await provider.charge(providerPaymentId, card('4111111111111111'))).toEqual({
      status: 'invalid',
      field: 'number',
      code: 'unsupported_card',
    })
    expect(await provider.charge(providerPaymentId, { ...card('4242424242424242'), cvc: '1' })).toEqual({
      status: 'invalid',
      field: 'cvc',
      code: 'invalid_cvc',
    })
    expect(provider.inspect(providerPaymentId)).toMatchObject({ attempts: 0, status: 'requires_payment_method' })
  })

  it('refuses ids that are not test intents', async () => {
    const provider = createTestProvider()
    await expect(provider.charge('pi_real', card('4242424242424242'))).rejects.toThrow()
  })

  it('refunds succeeded payments, idempotently and within the amount paid', async () => {
    const provider = createTestProvider()
    const { providerPaymentId } = await provider.createIntent(request({ amountMinor: 10_000 }))
    await expect(provider.refund(providerPaymentId, 10_000, 'r0')).rejects.toThrow(/succeeded/)
    await provider.charge(providerPaymentId, card('4242424242424242'))

    const refund = await provider.refund(providerPaymentId, 6_000, 'r1')
    expect(refund.refundId).toMatch(/^test_re_[0-9a-f]{24}$/)
    expect(await provider.refund(providerPaymentId, 6_000, 'r1')).toEqual(refund)
    await expect(provider.refund(providerPaymentId, 5_000, 'r2')).rejects.toThrow(/exceeds/)
    const rest = await provider.refund(providerPaymentId, 4_000, 'r3')
    expect(rest.refundId).not.toBe(refund.refundId)
    expect(provider.inspect(providerPaymentId)).toMatchObject({ refundedMinor: 10_000 })
  })
})
