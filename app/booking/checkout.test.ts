import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { clinicsForService, getAvailability } from './availability.server'
import { cancelAppointment } from './cancel.server'
import { loadBookedAppointment } from './appointment.server'
import { confirmPaid, holdIsLive, payHold } from './checkout.server'
import { adoptOrphanedHolds, HOLD_MINUTES, holdSlot } from './holds.server'
import { createSession, revokeUserSessions } from '~/accounts/session-store.server'
import { drainOutbox } from '~/messaging/outbox.server'
import type { Email } from '~/messaging/mailer.server'

const SERVICE = 'glaucoma-treatment'
const card = (number: string) => ({ number, expMonth: '12', expYear: '2034', cvc: '123' })

describeEachDatabase('paying and cancelling', (db) => {
  let userId: number
  let clinicSlug: string
  let slots: string[]

  beforeAll(async () => {
    await syncCatalogue(db())
    userId = (await insertTestUsers(db(), 1, { locale: 'es' }))[0]!
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    clinicSlug = clinic!.slug
    const in5 = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const in20 = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: in5, to: in20, locale: 'en' })
    slots = availability!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
  }, 60_000)

  async function hold(startsAt: string, sessionId = 1, now = new Date()) {
    const result = await holdSlot(
      db(),
      {
        userId,
        sessionId,
        serviceSlug: SERVICE,
        clinicSlug,
        startsAt,
        locale: 'es',
        patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: '' },
      },
      now,
    )
    if (!result.ok) throw new Error(result.code)
    return (await loadBookedAppointment(db(), result.appointmentId, userId, 'es'))!
  }

  it('a declined card leaves the hold; a good card confirms once, however often it is sent', async () => {
    const appointment = await hold(slots[0]!)
    expect(await payHold(db(), appointment, 1, card('4000000000000002'))).toEqual({
      ok: false,
      code: 'card_declined',
      detail: 'card_declined',
      field: 'card',
    })
    expect(await payHold(db(), appointment, 1, card('4000000000009995'))).toEqual({
      ok: false,
      code: 'card_declined',
      detail: 'insufficient_funds',
      field: 'card',
    })
    const [first, second] = await Promise.all([
      payHold(db(), appointment, 1, card('4242424242424242')),
      payHold(db(), appointment, 1, card('4242424242424242')),
    ])
    expect([first, second]).toEqual([{ ok: true }, { ok: true }])
    const after = (await loadBookedAppointment(db(), appointment.id, userId, 'es'))!
    expect(after.status).toBe('confirmed')
    expect(after.paymentId).toMatch(/^test_pi_/)
    // A replayed confirmation (e.g. a repeated webhook) changes nothing.
    expect(await confirmPaid(db(), appointment.id, 'another-payment')).toBe(false)
    expect((await loadBookedAppointment(db(), appointment.id, userId, 'es'))!.paymentId).toBe(after.paymentId)
  })

  it('a hold belongs to its session and stops at its time', async () => {
    const appointment = await hold(slots[1]!, 7)
    expect(await payHold(db(), appointment, 8, card('4242424242424242'))).toEqual({ ok: false, code: 'hold_expired' })
    const late = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000)
    expect(await payHold(db(), appointment, 7, card('4242424242424242'), late)).toEqual({ ok: false, code: 'hold_expired' })
    expect(await payHold(db(), appointment, 7, card('4111111111111111'))).toEqual({
      ok: false,
      code: 'card_invalid',
      detail: 'unsupported_card',
      field: 'card',
    })
  })

  it('signed out mid-payment: the next session takes the hold over and pays it; a session still open elsewhere keeps its hold', async () => {
    const first = await createSession(db(), userId)
    const appointment = await hold(slots[5]!, first.id)
    // Another device is open: signing in a third time leaves the hold with its own, live session.
    const other = await createSession(db(), userId)
    expect(await adoptOrphanedHolds(db(), userId, other.id)).toBe(0)
    expect(holdIsLive((await loadBookedAppointment(db(), appointment.id, userId, 'es'))!, other.id)).toBe(false)
    // The session that made the hold ends (a password change elsewhere): the next sign-in takes it over.
    await revokeUserSessions(db(), userId, other.id)
    const again = await createSession(db(), userId)
    await revokeUserSessions(db(), userId, again.id)
    expect(await adoptOrphanedHolds(db(), userId, again.id)).toBe(1)
    const adopted = (await loadBookedAppointment(db(), appointment.id, userId, 'es'))!
    expect(holdIsLive(adopted, again.id)).toBe(true)
    expect(holdIsLive(adopted, first.id)).toBe(false)
    expect(await payHold(db(), adopted, again.id, card('4242424242424242'))).toEqual({ ok: true })
    // Nothing left to take over: a paid appointment, or a hold past its time, stays as it is.
    expect(await adoptOrphanedHolds(db(), userId, (await createSession(db(), userId)).id)).toBe(0)
    const late = await hold(slots[6]!, again.id)
    await revokeUserSessions(db(), userId)
    const after = new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000)
    const next = await createSession(db(), userId, after)
    expect(await adoptOrphanedHolds(db(), userId, next.id, after)).toBe(0)
    expect((await loadBookedAppointment(db(), late.id, userId, 'es'))!.holdSessionId).toBe(again.id)
  })

  it('cancelling 48 hours or more ahead refunds in full and frees the place; later, no refund', async () => {
    const appointment = await hold(slots[2]!, 3)
    await payHold(db(), appointment, 3, card('4242424242424242'))
    const early = await cancelAppointment(testActionContext(db()), { userId, appointmentId: appointment.id })
    expect(early).toEqual({ ok: true, refundedMinor: appointment.feeMinor, currency: appointment.currency })
    expect(await db().selectFrom('slot_claims').select('seat').where('appointment_id', '=', appointment.id).execute()).toEqual([])
    const cancelled = (await loadBookedAppointment(db(), appointment.id, userId, 'es'))!
    expect(cancelled).toMatchObject({ status: 'cancelled', calendarSequence: 1 })
    expect(await cancelAppointment(testActionContext(db()), { userId, appointmentId: appointment.id })).toEqual({
      ok: false,
      code: 'not_cancellable',
    })

    const other = await hold(slots[3]!, 4)
    await payHold(db(), other, 4, card('4242424242424242'))
    const within48h = new Date(new Date(other.startsAt).getTime() - 47 * 3_600_000)
    expect(await cancelAppointment(testActionContext(db(), { now: within48h }), { userId, appointmentId: other.id })).toEqual({
      ok: true,
      refundedMinor: 0,
      currency: other.currency,
    })
    expect(await cancelAppointment(testActionContext(db()), { userId: userId + 999, appointmentId: other.id })).toEqual({
      ok: false,
      code: 'appointment_not_found',
    })
  })

  it('the confirmation and cancellation emails are written with the change, in the patient’s language, and sent from the outbox', async () => {
    const appointment = await hold(slots[4]!, 4)
    const before = await db().selectFrom('email_outbox').select('id').execute()
    await payHold(db(), appointment, 4, card('4242424242424242'))
    await cancelAppointment(testActionContext(db()), { userId, appointmentId: appointment.id })
    const rows = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'recipient'])
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [0])
      .orderBy('id')
      .execute()
    expect(rows.map((row) => row.kind)).toEqual(['booking.confirmed', 'booking.staff_new', 'booking.cancelled'])
    expect(rows[0]!.recipient).toBe('ana@example.com')

    const sent: Email[] = []
    await drainOutbox(db(), new Date(Date.now() + 60_000), { send: async (email) => void sent.push(email) })
    const confirmation = sent.find((email) => email.subject.startsWith('Tu valoración preoperatoria está confirmada'))!
    expect(confirmation.attachments?.[0]?.content).toMatch(/^BEGIN:VCALENDAR/)
    // The calendar names the event for what it is, in the patient's language.
    expect(confirmation.attachments?.[0]?.content).toMatch(/\r\nSUMMARY:Valoración preoperatoria para /)
    expect(confirmation.text).toContain('Tu valoración preoperatoria para ')
    const cancellation = sent.find((email) => email.subject.startsWith('Tu valoración preoperatoria ha sido cancelada'))!
    expect(cancellation.attachments?.[0]?.content).toContain('METHOD:CANCEL')
  })
})
