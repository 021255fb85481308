import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { requestInfoContext } from '~/http/request-context'
import { resetPaymentProvider } from '~/payments/payment-provider.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import * as booking from './booking-handlers.server'

/* The booking endpoints against the OpenAPI document (test payment mode), on each database engine. */

const post = (body?: unknown) =>
  new Request('http://localhost/v1/x', {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const SERVICE = 'comprehensive-eye-exam'

describeEachDatabase('booking API contract', (db) => {
  let clinic: string
  let slots: string[]

  async function patient(ip = '10.0.0.1') {
    const [userId] = await insertTestUsers(db(), 1, { locale: 'es' })
    const { token } = await createSession(db(), userId!)
    const active = (await resolveSession(db(), token))!
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { nonce: '', requestId: 'test', ip })
    context.set(sessionContext, { ...active, token, via: 'bearer' } satisfies RequestSession)
    return context
  }

  const holdBody = (startsAt: string) => ({ ...holdDetails(SERVICE, clinic, startsAt), locale: 'es' })

  beforeAll(async () => {
    resetPaymentProvider()
    await syncCatalogue(db())
    const [first] = await clinicsForService(db(), SERVICE, 'en')
    clinic = first!.slug
    await db().updateTable('clinic_booking_rules').set({ places: 1 }).where('clinic_id', '=', first!.id).execute()
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug: clinic, from: day, to, locale: 'en' })
    slots = availability!.days.flatMap((d) => d.slots.map((slot) => slot.startsAt))
    expect(slots.length).toBeGreaterThan(90)
  }, 60_000)
  beforeEach(async () => {
    resetPaymentProvider()
    await closeRateLimits()
  })

  it('hold → 201; the same hour for someone else → 409; unoffered → 422; bad body → 400; no session → 401', async () => {
    const ana = await patient()
    // The medical condition is health data: without the express consent nothing is held or stored.
    const { healthDataConsent: _consent, ...withoutConsent } = holdBody(slots[0]!)
    const unconsented = await booking.holdHandler(db(), post(withoutConsent), ana)
    expect(unconsented.status).toBe(400)
    expectMatches('Problem', await unconsented.json())
    const held = await booking.holdHandler(db(), post(holdBody(slots[0]!)), ana)
    expect(held.status).toBe(201)
    const body = await held.json()
    expectMatches('BookedAppointment', body)
    expect(body).toMatchObject({ status: 'pending_payment', paymentMode: 'test' })
    const consent = await db().selectFrom('consents').select(['kind', 'appointment_id']).where('appointment_id', '=', body.id).executeTakeFirst()
    expect(consent).toEqual({ kind: 'health_data', appointment_id: body.id })

    const ben = await patient()
    const taken = await booking.holdHandler(db(), post(holdBody(slots[0]!)), ben)
    expect(taken.status).toBe(409)
    const takenBody = await taken.json()
    expectMatches('Problem', takenBody)
    // Worded for the patient, in the language of the booking.
    expect(takenBody.detail).toBe('Alguien acaba de tomar esta hora. Elige otra, por favor.')
    expect((await booking.holdHandler(db(), post(holdBody('2030-01-01T03:17:00.000Z')), ben)).status).toBe(422)
    const bad = await booking.holdHandler(db(), post({ ...holdBody(slots[1]!), phone: '12' }), ben)
    expect(bad.status).toBe(400)
    expectMatches('Problem', await bad.json())

    const anonymous = new RouterContextProvider()
    anonymous.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.0.0.1' })
    anonymous.set(sessionContext, null)
    const refused = await booking.holdHandler(db(), post(holdBody(slots[1]!)), anonymous).catch((response: Response) => response)
    expect(refused.status).toBe(401)
  })

  it('payment: declined → 402 and retry allowed; 4242 → confirmed once; someone else’s → 404', async () => {
    const ana = await patient()
    const { id } = await (await booking.holdHandler(db(), post(holdBody(slots[2]!)), ana)).json()
    const declined = await booking.paymentHandler(
      db(),
      post({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', name: 'Ana' }),
      ana,
      String(id),
    )
    expect(declined.status).toBe(402)
    const declinedBody = await declined.json()
    expectMatches('Problem', declinedBody)
    expect(declinedBody).toMatchObject({
      detail: 'Tu tarjeta fue rechazada. Prueba con otra.',
      errors: [{ parameter: 'card', message: 'Tu tarjeta fue rechazada. Prueba con otra.' }],
    })
    const invalid = await booking.paymentHandler(
      db(),
      post({ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123', name: 'Ana' }),
      ana,
      String(id),
    )
    expect(invalid.status).toBe(400)

    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana' }
    const [first, second] = await Promise.all([
      booking.paymentHandler(db(), post(card), ana, String(id)),
      booking.paymentHandler(db(), post(card), ana, String(id)),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const paid = await first.json()
    expectMatches('PaymentState', paid)
    expect(paid.appointment.status).toBe('confirmed')
    const rows = await db().selectFrom('appointments').select(['status', 'payment_id']).where('id', '=', id).execute()
    expect(rows).toEqual([{ status: 'confirmed', payment_id: expect.any(String) }])

    const ben = await patient()
    expect((await booking.paymentHandler(db(), post(card), ben, String(id))).status).toBe(404)
    expect((await booking.paymentHandler(db(), post(card), ana, 'abc')).status).toBe(404)
  })

  it('reschedule → 200 with the new appointment; old id → 404; cancel → 200 Cancellation; again → 409', async () => {
    const ana = await patient()
    const { id } = await (await booking.holdHandler(db(), post(holdBody(slots[4]!)), ana)).json()
    await booking.paymentHandler(db(), post({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ana' }), ana, String(id))

    const moved = await booking.rescheduleHandler(db(), post({ startsAt: slots[5] }), ana, String(id))
    expect(moved.status).toBe(200)
    const body = await moved.json()
    expectMatches('BookedAppointment', body)
    expect(body).toMatchObject({ status: 'confirmed', startsAt: slots[5], previousId: id })
    expect((await booking.rescheduleHandler(db(), post({ startsAt: slots[6] }), ana, String(id))).status).toBe(404)
    expect((await booking.rescheduleHandler(db(), post({ startsAt: slots[5] }), ana, String(body.id))).status).toBe(422)
    expect((await booking.rescheduleHandler(db(), post({ startsAt: 'tomorrow' }), ana, String(body.id))).status).toBe(400)

    const cancelled = await booking.cancelHandler(db(), ana, String(body.id))
    expect(cancelled.status).toBe(200)
    const cancellation = await cancelled.json()
    expectMatches('Cancellation', cancellation)
    expect(cancellation.refundedMinor).toBeGreaterThan(0)
    expect((await booking.cancelHandler(db(), ana, String(body.id))).status).toBe(409)
  })

  it('50 patients holding the last place at once: one 201, forty-nine 409', async () => {
    const contexts = await Promise.all(Array.from({ length: 50 }, () => patient()))
    const responses = await Promise.all(contexts.map((context) => booking.holdHandler(db(), post(holdBody(slots[7]!)), context)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
  }, 60_000)

  it('one account sending 70 holds in a burst: 10 go through, then 429 in Spanish with Retry-After; one live hold remains', async () => {
    const ana = await patient()
    const responses = await Promise.all(slots.slice(8, 78).map((startsAt) => booking.holdHandler(db(), post(holdBody(startsAt)), ana)))
    const limited = responses.filter((response) => response.status === 429)
    expect(limited).toHaveLength(60)
    expect(Number(limited[0]!.headers.get('Retry-After'))).toBeGreaterThan(0)
    const problem = await limited[0]!.json()
    expectMatches('Problem', problem)
    expect(problem.detail).toMatch(/^Elegiste demasiadas horas en poco tiempo\. Espera \d+ minutos y vuelve a intentarlo\.$/)
    const { user } = ana.get(sessionContext)!
    const live = await db().selectFrom('appointments').select('id').where('user_id', '=', user.id).where('status', '=', 'pending_payment').execute()
    expect(live).toHaveLength(1)
  }, 60_000)

  it('many accounts from one address: the address is limited too', async () => {
    const accounts = await Promise.all(Array.from({ length: 61 }, () => patient('10.0.0.2')))
    const statuses = []
    for (const [index, context] of accounts.entries()) {
      statuses.push((await booking.holdHandler(db(), post(holdBody(slots[80 + (index % 10)]!)), context)).status)
    }
    expect(statuses.filter((status) => status === 429)).toEqual([429])
    expect(statuses.at(-1)).toBe(429)
  }, 60_000)
})
