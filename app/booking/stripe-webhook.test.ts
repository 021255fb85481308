import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { signStripePayload } from '~/payments/stripe-provider.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { clinicsForService, getAvailability } from './availability.server'
import { holdSlot } from './holds.server'
import { handleStripeWebhook } from './stripe-webhook.server'

const SECRET = 'whsec_test_secret'
const SERVICE = 'retina-care'

function event(type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object } })
}

describeEachDatabase('Stripe webhook', (db) => {
  let appointmentId: number
  let fee: number

  beforeAll(async () => {
    await syncCatalogue(db())
    const [userId] = await insertTestUsers(db())
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10)
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug: clinic!.slug, from, to, locale: 'en' })
    const startsAt = availability!.days.flatMap((day) => day.slots)[0]!.startsAt
    fee = availability!.service.feeMinor
    const hold = await holdSlot(db(), {
      userId: userId!,
      sessionId: 1,
      serviceSlug: SERVICE,
      clinicSlug: clinic!.slug,
      startsAt,
      locale: 'en',
      patient: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+34600000000', condition: '' },
    })
    if (!hold.ok) throw new Error('hold failed')
    appointmentId = hold.appointmentId
  }, 60_000)

  const status = async () =>
    await db().selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', appointmentId).executeTakeFirstOrThrow()

  it('refuses a bad signature and changes nothing', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_1', amount: fee, currency: 'usd', metadata: { appointmentId: String(appointmentId) } })
    expect((await handleStripeWebhook(db(), body, signStripePayload(body, 'whsec_other'), SECRET)).status).toBe(400)
    expect((await handleStripeWebhook(db(), body.replace('pi_1', 'pi_2'), signStripePayload(body, SECRET), SECRET)).status).toBe(400)
    expect((await status()).status).toBe('pending_payment')
  })

  it('ignores an amount that does not match the appointment', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_cheap', amount: 1, currency: 'usd', metadata: { appointmentId: String(appointmentId) } })
    expect(await handleStripeWebhook(db(), body, signStripePayload(body, SECRET), SECRET)).toEqual({ status: 200, handled: 'mismatch' })
    expect((await status()).status).toBe('pending_payment')
  })

  it('confirms on payment_intent.succeeded, once, however often Stripe repeats it', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_ok', amount: fee, currency: 'usd', metadata: { appointmentId: String(appointmentId) } })
    const signature = signStripePayload(body, SECRET)
    expect(await handleStripeWebhook(db(), body, signature, SECRET)).toEqual({ status: 200, handled: 'confirmed' })
    expect(await handleStripeWebhook(db(), body, signature, SECRET)).toEqual({ status: 200, handled: 'already_confirmed' })
    expect(await status()).toEqual({ status: 'confirmed', payment_id: 'pi_ok' })
  })

  it('ignores event types it does not handle', async () => {
    const body = event('customer.created', { id: 'cus_1' })
    expect(await handleStripeWebhook(db(), body, signStripePayload(body, SECRET), SECRET)).toEqual({ status: 200, handled: 'ignored' })
  })

  it('a payment that arrives after the hold ran out is refunded, once, and books nothing', async () => {
    await db()
      .updateTable('appointments')
      .set({ status: 'expired', hold_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', appointmentId)
      .execute()
    const body = event('payment_intent.succeeded', {
      id: 'test_pi_late',
      amount: fee,
      currency: 'usd',
      metadata: { appointmentId: String(appointmentId) },
    })
    const signature = signStripePayload(body, SECRET)
    expect(await handleStripeWebhook(db(), body, signature, SECRET)).toEqual({ status: 200, handled: 'hold_expired' })
    // Replayed: the refund's idempotency key makes the second refund the same refund.
    expect(await handleStripeWebhook(db(), body, signature, SECRET)).toEqual({ status: 200, handled: 'hold_expired' })
    expect((await status()).status).toBe('expired')
  })
})
