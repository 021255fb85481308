import { beforeAll, beforeEach, expect, it } from 'vitest'
import { resetPaymentProvider } from '~/payments/payment-provider.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { bookableHours, holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { cancelAppointment } from './cancel.server'
import { payInTestMode } from './pay-in-test-mode.server'
import { placeHold } from './place-hold.server'
import { rescheduleAppointment } from './reschedule.server'

const SERVICE = 'retina-care'

describeEachDatabase('cancelling an appointment', (db) => {
  let clinic: string
  let slots: string[]
  let fee: { feeMinor: number; currency: string }
  let next = 0
  const row = (id: number) => db().selectFrom('appointments').select(['status', 'refunded_minor']).where('id', '=', id).executeTakeFirstOrThrow()
  const claimsOf = (id: number) => db().selectFrom('slot_claims').select('seat').where('appointment_id', '=', id).execute()

  /** A fresh patient's hold, paid when asked. */
  async function booked({ paid }: { paid: boolean }) {
    const [userId] = await insertTestUsers(db())
    const outcome = await placeHold(testActionContext(db()), { ...holdDetails(SERVICE, clinic, slots[next++]!), userId: userId!, sessionId: 1 })
    if (!outcome.ok) throw new Error(outcome.code)
    const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ana Pérez' }
    if (paid) await payInTestMode(testActionContext(db()), { userId: userId!, sessionId: 1, appointmentId: outcome.appointment.id, card })
    return { userId: userId!, appointmentId: outcome.appointment.id, startsAt: outcome.appointment.startsAt }
  }

  beforeAll(async () => {
    ;({ clinic, slots, fee } = await bookableHours(db(), SERVICE))
  }, 60_000)
  beforeEach(async () => {
    resetPaymentProvider()
    await closeRateLimits()
  })

  it('paid and 48 hours or more ahead: cancelled, the place freed, the whole fee refunded in its currency', async () => {
    const { userId, appointmentId } = await booked({ paid: true })
    expect(await cancelAppointment(testActionContext(db()), { userId, appointmentId })).toEqual({
      ok: true,
      refundedMinor: fee.feeMinor,
      currency: fee.currency,
    })
    expect(await row(appointmentId)).toEqual({ status: 'cancelled', refunded_minor: fee.feeMinor })
    expect(await claimsOf(appointmentId)).toEqual([])
  })

  it('paid but less than 48 hours ahead: cancelled without a refund', async () => {
    const { userId, appointmentId, startsAt } = await booked({ paid: true })
    const within48h = new Date(new Date(startsAt).getTime() - 47 * 3_600_000)
    expect(await cancelAppointment(testActionContext(db(), { now: within48h }), { userId, appointmentId })).toEqual({
      ok: true,
      refundedMinor: 0,
      currency: fee.currency,
    })
    expect(await row(appointmentId)).toEqual({ status: 'cancelled', refunded_minor: 0 })
  })

  it('an unpaid hold is cancelled with nothing to refund', async () => {
    const { userId, appointmentId } = await booked({ paid: false })
    expect(await cancelAppointment(testActionContext(db()), { userId, appointmentId })).toEqual({
      ok: true,
      refundedMinor: 0,
      currency: fee.currency,
    })
    expect(await claimsOf(appointmentId)).toEqual([])
  })

  it('a visit the clinic arranged (no online fee) is cancelled with nothing to refund and no currency', async () => {
    const [userId] = await insertTestUsers(db())
    const { service_id, clinic_id } = await db().selectFrom('appointments').select(['service_id', 'clinic_id']).executeTakeFirstOrThrow()
    const startsAt = new Date(Date.now() + 30 * 86_400_000)
    const { id } = await db()
      .insertInto('appointments')
      .values({
        user_id: userId!,
        treatment_id: null,
        service_id,
        clinic_id,
        specialist_id: null,
        kind: 'follow_up',
        status: 'confirmed',
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 1_800_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await cancelAppointment(testActionContext(db()), { userId: userId!, appointmentId: id })).toEqual({
      ok: true,
      refundedMinor: 0,
      currency: null,
    })
    expect(await row(id)).toEqual({ status: 'cancelled', refunded_minor: 0 })
  })

  it('a cancelled appointment cannot be cancelled again, and stays as it was', async () => {
    const { userId, appointmentId } = await booked({ paid: true })
    await cancelAppointment(testActionContext(db()), { userId, appointmentId })
    expect(await cancelAppointment(testActionContext(db()), { userId, appointmentId })).toEqual({ ok: false, code: 'not_cancellable' })
    expect(await row(appointmentId)).toEqual({ status: 'cancelled', refunded_minor: fee.feeMinor })
  })

  it('another patient’s appointment, or one replaced by a reschedule, is not found, and nothing changes', async () => {
    const { userId, appointmentId } = await booked({ paid: true })
    const [stranger] = await insertTestUsers(db())
    expect(await cancelAppointment(testActionContext(db()), { userId: stranger!, appointmentId })).toEqual({
      ok: false,
      code: 'appointment_not_found',
    })
    expect(await row(appointmentId)).toEqual({ status: 'confirmed', refunded_minor: null })
    const moved = await rescheduleAppointment(testActionContext(db()), { userId, appointmentId, startsAt: slots[next++]! })
    expect(moved.ok).toBe(true)
    expect(await cancelAppointment(testActionContext(db()), { userId, appointmentId })).toEqual({ ok: false, code: 'appointment_not_found' })
  })
})
