import { beforeAll, expect, it, vi } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { signStripePayload } from '~/payments/stripe-provider.server'
import { paymentProvider, resetPaymentProvider } from '~/payments/payment-provider.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { loadBookedAppointment } from './appointment.server'
import { clinicsForService, getAvailability } from './availability.server'
import { cancelAppointment } from './cancel.server'
import { payHold } from './checkout.server'
import { holdSlot, type HoldRequest } from './holds.server'
import { recordAppointmentOutcome } from './record-appointment-outcome.server'
import { rescheduleAppointment } from './reschedule.server'
import { staffCancelAppointment } from './staff-cancel-appointment.server'
import { staffMoveAppointment } from './staff-move-appointment.server'
import { handleStripeWebhook } from './stripe-webhook.server'

/*
 * A transaction PostgreSQL rolled back twice for a concurrent one (deadlock,
 * serialization failure: transactionWithRetry then throws WriteConflict) is
 * the refusal write_conflict, 409, in the patient's language: never a 500,
 * and nothing changed. Real deadlocks are raced in appointment-write-race.test.ts;
 * here the second rollback is made to happen every time.
 */

vi.mock('~/db/transaction.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/db/transaction.server')>()
  return { ...actual, transactionWithRetry: vi.fn(actual.transactionWithRetry) }
})

/** The next transaction an action runs is rolled back twice. */
const rolledBackTwice = () => vi.mocked(transactionWithRetry).mockRejectedValueOnce(new WriteConflict('rolled back twice'))

const now = new Date('2026-11-20T12:00:00Z')
const SERVICE = 'comprehensive-eye-exam'
const card = { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }
const conflict = { ok: false, code: 'write_conflict' }

describeEachDatabase('a change the database rolled back twice', (db) => {
  let userId: number
  let hours: string[]
  let request: (startsAt: string) => HoldRequest

  beforeAll(async () => {
    resetPaymentProvider()
    await syncCatalogue(db())
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    userId = (await insertTestUsers(db(), 1, { locale: 'es', at: now }))[0]!
    const availability = await getAvailability(db(), {
      serviceSlug: SERVICE,
      clinicSlug: clinic!.slug,
      from: '2026-11-25',
      to: '2026-12-10',
      locale: 'en',
      now,
    })
    // The first hour of each open day: apart enough never to overlap.
    hours = availability!.days.flatMap((day) => day.slots.slice(0, 1).map((slot) => slot.startsAt))
    const patient = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' }
    request = (startsAt) => ({ userId, sessionId: userId, serviceSlug: SERVICE, clinicSlug: clinic!.slug, startsAt, locale: 'es', patient })
  }, 60_000)

  const row = (id: number) =>
    db().selectFrom('appointments').select(['status', 'replaced_by_id', 'refunded_minor']).where('id', '=', id).executeTakeFirstOrThrow()

  async function paid(startsAt: string) {
    const hold = await holdSlot(db(), request(startsAt), now)
    if (!hold.ok) throw new Error(hold.code)
    const booked = (await loadBookedAppointment(db(), hold.appointmentId, userId, 'es'))!
    expect(await payHold(db(), booked, userId, card, now)).toEqual({ ok: true })
    return hold.appointmentId
  }

  it('a hold, and a payment: refused; paying again confirms it and charges once', async () => {
    rolledBackTwice()
    expect(await holdSlot(db(), request(hours[0]!), now)).toEqual(conflict)
    const hold = await holdSlot(db(), request(hours[0]!), now)
    if (!hold.ok) throw new Error(hold.code)
    const booked = (await loadBookedAppointment(db(), hold.appointmentId, userId, 'es'))!
    rolledBackTwice()
    expect(await payHold(db(), booked, userId, card, now)).toEqual(conflict)
    expect((await row(hold.appointmentId)).status).toBe('pending_payment')
    expect(await payHold(db(), booked, userId, card, now)).toEqual({ ok: true })
    const { payment_id } = await db().selectFrom('appointments').select('payment_id').where('id', '=', hold.appointmentId).executeTakeFirstOrThrow()
    const provider = paymentProvider()
    if (provider.mode === 'test') expect(provider.inspect(payment_id!)?.successfulCharges).toBe(1)
  })

  it('the patient’s and the staff’s moves and cancels, and an outcome: refused, the appointment as it was', async () => {
    const id = await paid(hours[1]!)
    const context = () => testActionContext(db(), { now })
    const staff = () => staffActionContext(db(), 'coordinator', { now })
    const attempts = [
      () => rescheduleAppointment(context(), { userId, appointmentId: id, startsAt: hours[2]! }),
      () => cancelAppointment(context(), { userId, appointmentId: id }),
      () => staffMoveAppointment(staff(), { appointmentId: id, startsAt: hours[3]! }),
      () => staffCancelAppointment(staff(), { appointmentId: id }),
      // An outcome needs a started appointment: an hour after it began.
      () =>
        recordAppointmentOutcome(staffActionContext(db(), 'coordinator', { now: new Date(Date.parse(hours[1]!) + 3_600_000) }), {
          appointmentId: id,
          outcome: 'completed',
        }),
    ]
    for (const attempt of attempts) {
      rolledBackTwice()
      expect(await attempt()).toEqual(conflict)
    }
    expect(await row(id)).toEqual({ status: 'confirmed', replaced_by_id: null, refunded_minor: null })
  })

  it('Stripe’s webhook answers 409, so Stripe sends the event again', async () => {
    const hold = await holdSlot(db(), request(hours[4]!), now)
    if (!hold.ok) throw new Error(hold.code)
    const fee = await db().selectFrom('appointments').select(['fee_minor', 'currency']).where('id', '=', hold.appointmentId).executeTakeFirstOrThrow()
    const body = JSON.stringify({
      id: 'evt_conflict',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_conflict',
          amount: fee.fee_minor,
          currency: fee.currency!.toLowerCase(),
          metadata: { appointmentId: String(hold.appointmentId) },
        },
      },
    })
    rolledBackTwice()
    expect(await handleStripeWebhook(db(), body, signStripePayload(body, 'whsec_test'), 'whsec_test', now)).toEqual({
      status: 409,
      refusal: refuse('write_conflict'),
    })
    expect((await row(hold.appointmentId)).status).toBe('pending_payment')
  })
})

it('is answered by /v1 as a 409 problem in the patient’s language (pages show the same message by the form)', async () => {
  const spanish = refusalProblem(refuse('write_conflict'), 'es')
  expect(spanish.status).toBe(409)
  expect(((await spanish.json()) as { detail: string }).detail).toBe(
    'Otra persona lo estaba cambiando en ese mismo momento, así que no se guardó nada. Comprueba cómo está ahora y vuelve a intentarlo.',
  )
  const english = refusalProblem(refuse('write_conflict'), 'en')
  expect(((await english.json()) as { detail: string }).detail).toMatch(/^Someone else was changing this at the same moment/)
})
