import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { PaymentIntentRequest } from '~/payments/provider'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { bookableHours, holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { confirmPaid } from './checkout.server'
import { HOLD_MINUTES } from './holds.server'
import { placeHold } from './place-hold.server'
import { startStripePayment } from './start-stripe-payment.server'

/* Stripe mode with a stand-in for Stripe: it records the PaymentIntents asked for (the SDK itself is tested in payments/). */
const stripe = vi.hoisted(() => ({ intents: [] as PaymentIntentRequest[] }))
vi.mock('~/payments/payment-provider.server', () => ({
  paymentProvider: () => ({
    mode: 'stripe',
    createIntent: async (request: PaymentIntentRequest) => {
      stripe.intents.push(request)
      return { providerPaymentId: `pi_${request.appointmentId}`, clientSecret: `pi_${request.appointmentId}_secret` }
    },
  }),
}))
vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), STRIPE_PUBLISHABLE_KEY: 'pk_test_claravia' }) }
})

const SERVICE = 'comprehensive-eye-exam'

describeEachDatabase('starting a Stripe payment', (db) => {
  let clinic: string
  let slots: string[]
  let fee: { feeMinor: number; currency: string }
  let next = 0

  /** A fresh patient's live hold, made by session 1. */
  async function held() {
    const [userId] = await insertTestUsers(db())
    const outcome = await placeHold(testActionContext(db()), { ...holdDetails(SERVICE, clinic, slots[next++]!), userId: userId!, sessionId: 1 })
    if (!outcome.ok) throw new Error(outcome.code)
    return { input: { userId: userId!, sessionId: 1, appointmentId: outcome.appointment.id }, calendarUid: outcome.appointment.calendarUid }
  }

  beforeAll(async () => {
    ;({ clinic, slots, fee } = await bookableHours(db(), SERVICE))
  }, 60_000)
  beforeEach(async () => {
    stripe.intents = []
    await closeRateLimits()
  })

  it('a live hold gets the client secret of a PaymentIntent for its fee, keyed to the appointment', async () => {
    const { input, calendarUid } = await held()
    const started = await startStripePayment(testActionContext(db()), input)
    expect(started).toMatchObject({
      ok: true,
      status: 'requires_payment',
      clientSecret: `pi_${input.appointmentId}_secret`,
      publishableKey: 'pk_test_claravia',
      appointment: { id: input.appointmentId, status: 'pending_payment' },
    })
    expect(stripe.intents).toEqual([
      expect.objectContaining({
        appointmentId: input.appointmentId,
        amountMinor: fee.feeMinor,
        currency: fee.currency,
        idempotencyKey: `appointment-${calendarUid}`,
        customerEmail: 'ana@example.com',
      }),
    ])
    // Nothing is paid until Stripe's webhook says so.
    const row = await db().selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', input.appointmentId).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending_payment', payment_id: null })
  })

  it('an appointment already paid is confirmed, and no PaymentIntent is made', async () => {
    const { input } = await held()
    await confirmPaid(db(), input.appointmentId, 'pi_paid')
    expect(await startStripePayment(testActionContext(db()), input)).toMatchObject({
      ok: true,
      status: 'confirmed',
      appointment: { status: 'confirmed' },
    })
    expect(stripe.intents).toEqual([])
  })

  it('a hold of another session, or past its time, is refused as expired, and no PaymentIntent is made', async () => {
    const { input } = await held()
    expect(await startStripePayment(testActionContext(db()), { ...input, sessionId: 2 })).toEqual({ ok: false, code: 'hold_expired' })
    const late = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000)
    expect(await startStripePayment(testActionContext(db(), { now: late }), input)).toEqual({ ok: false, code: 'hold_expired' })
    expect(stripe.intents).toEqual([])
  })

  it('another patient’s appointment is not found, and no PaymentIntent is made', async () => {
    const { input } = await held()
    const [stranger] = await insertTestUsers(db())
    expect(await startStripePayment(testActionContext(db()), { ...input, userId: stranger! })).toEqual({ ok: false, code: 'appointment_not_found' })
    expect(stripe.intents).toEqual([])
  })
})
