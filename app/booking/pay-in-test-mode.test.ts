import { beforeAll, beforeEach, expect, it } from 'vitest'
import { resetPaymentProvider } from '~/payments/payment-provider.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { bookableHours, holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { HOLD_MINUTES } from './holds.server'
import { payInTestMode } from './pay-in-test-mode.server'
import { placeHold } from './place-hold.server'

const SERVICE = 'glaucoma-treatment'
const card = (number: string) => ({ number, expiry: '12 / 34', cvc: '123', name: 'Ana Pérez' })

describeEachDatabase('paying in test mode', (db) => {
  let clinic: string
  let slots: string[]
  let next = 0
  const row = (id: number) => db().selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', id).executeTakeFirstOrThrow()

  /** A fresh patient's live hold, made by session 1. */
  async function held() {
    const [userId] = await insertTestUsers(db())
    const outcome = await placeHold(testActionContext(db()), { ...holdDetails(SERVICE, clinic, slots[next++]!), userId: userId!, sessionId: 1 })
    if (!outcome.ok) throw new Error(outcome.code)
    return { userId: userId!, sessionId: 1, appointmentId: outcome.appointment.id }
  }

  beforeAll(async () => {
    ;({ clinic, slots } = await bookableHours(db(), SERVICE))
  }, 60_000)
  beforeEach(async () => {
    resetPaymentProvider()
    await closeRateLimits()
  })

  it('a good card confirms the appointment with the provider’s payment, once however often it is sent', async () => {
    const hold = await held()
    const [first, second] = await Promise.all([
      payInTestMode(testActionContext(db()), { ...hold, card: card('4242 4242 4242 4242') }),
      payInTestMode(testActionContext(db()), { ...hold, card: card('4242424242424242') }),
    ])
    expect(first).toMatchObject({
      ok: true,
      appointment: { id: hold.appointmentId, status: 'confirmed', paymentId: expect.stringMatching(/^test_pi_/) },
    })
    expect(second).toEqual(first)
    expect(await row(hold.appointmentId)).toEqual({ status: 'confirmed', payment_id: first.ok && first.appointment.paymentId })
  })

  it('a declined card is refused with its reason for the card field, and the hold stays payable', async () => {
    const hold = await held()
    expect(await payInTestMode(testActionContext(db()), { ...hold, card: card('4000000000009995') })).toEqual({
      ok: false,
      code: 'card_declined',
      detail: 'insufficient_funds',
      field: 'card',
    })
    expect(await row(hold.appointmentId)).toEqual({ status: 'pending_payment', payment_id: null })
    expect((await payInTestMode(testActionContext(db()), { ...hold, card: card('4242424242424242') })).ok).toBe(true)
  })

  it('a card the provider finds invalid is refused with its reason, and nothing is paid', async () => {
    const hold = await held()
    expect(await payInTestMode(testActionContext(db()), { ...hold, card: card('4242 4242 4242 4241') })).toEqual({
      ok: false,
      code: 'card_invalid',
      detail: 'invalid_number',
      field: 'card',
    })
    expect(await row(hold.appointmentId)).toEqual({ status: 'pending_payment', payment_id: null })
  })

  it('a hold of another session, or past its time, is refused as expired, and nothing is paid', async () => {
    const hold = await held()
    expect(await payInTestMode(testActionContext(db()), { ...hold, sessionId: 2, card: card('4242424242424242') })).toEqual({
      ok: false,
      code: 'hold_expired',
    })
    const late = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000)
    expect(await payInTestMode(testActionContext(db(), { now: late }), { ...hold, card: card('4242424242424242') })).toEqual({
      ok: false,
      code: 'hold_expired',
    })
    expect(await row(hold.appointmentId)).toEqual({ status: 'pending_payment', payment_id: null })
  })

  it('another patient’s appointment is not found, and stays unpaid', async () => {
    const hold = await held()
    const [stranger] = await insertTestUsers(db())
    expect(await payInTestMode(testActionContext(db()), { ...hold, userId: stranger!, card: card('4242424242424242') })).toEqual({
      ok: false,
      code: 'appointment_not_found',
    })
    expect(await row(hold.appointmentId)).toEqual({ status: 'pending_payment', payment_id: null })
  })
})
