import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { clinicsForService, getAvailability } from './availability.server'
import { loadBookedAppointment } from './appointment.server'
import { confirmPaid } from './checkout.server'
import { holdSlot } from './holds.server'
import { rescheduleAppointment } from './reschedule.server'

const now = new Date('2026-11-20T12:00:00Z')
const SERVICE = 'comprehensive-eye-exam'
const FROM = '2026-11-25'
const TO = '2026-11-27'

describeEachDatabase('rescheduling an appointment', (db) => {
  let clinicSlug: string
  let slots: string[]
  let userIds: number[]

  beforeAll(async () => {
    await syncCatalogue(db())
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    clinicSlug = clinic!.slug
    await db().updateTable('clinic_booking_rules').set({ places: 1 }).where('clinic_id', '=', clinic!.id).execute()
    userIds = await insertTestUsers(db(), 2, { locale: 'es', at: now })
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: FROM, to: TO, locale: 'en', now })
    slots = availability!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
    expect(slots.length).toBeGreaterThan(20)
  }, 60_000)

  async function paidAppointment(userId: number, startsAt: string) {
    const hold = await holdSlot(
      db(),
      {
        userId,
        sessionId: userId,
        serviceSlug: SERVICE,
        clinicSlug,
        startsAt,
        locale: 'es',
        patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' },
      },
      now,
    )
    if (!hold.ok) throw new Error(`hold failed: ${hold.code}`)
    expect(await confirmPaid(db(), hold.appointmentId, `pay_${hold.appointmentId}`, now)).toBe(true)
    return hold.appointmentId
  }

  it('moves the booking, the payment and the calendar event to the new hour in one step', async () => {
    const oldId = await paidAppointment(userIds[0]!, slots[0]!)
    const before = await db().selectFrom('appointments').selectAll().where('id', '=', oldId).executeTakeFirstOrThrow()

    const result = await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: oldId, userId: userIds[0]!, startsAt: slots[2]! })
    expect(result.ok).toBe(true)
    if (!result.ok) return

    const old = await db().selectFrom('appointments').selectAll().where('id', '=', oldId).executeTakeFirstOrThrow()
    const moved = await db().selectFrom('appointments').selectAll().where('id', '=', result.appointment.id).executeTakeFirstOrThrow()
    expect(old).toMatchObject({ status: 'cancelled', replaced_by_id: result.appointment.id, payment_id: null })
    expect(moved).toMatchObject({
      status: 'confirmed',
      payment_id: `pay_${oldId}`,
      fee_minor: before.fee_minor,
      locale: 'es',
      calendar_uid: before.calendar_uid,
      calendar_sequence: before.calendar_sequence + 1,
    })
    expect(new Date(moved.starts_at).toISOString()).toBe(slots[2])

    // The old hour is free again, the new one is taken.
    const claims = await db().selectFrom('slot_claims').select('appointment_id').execute()
    expect(claims.every((claim) => claim.appointment_id === result.appointment.id)).toBe(true)
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: FROM, to: TO, locale: 'en', now })
    const free = availability!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
    expect(free).toContain(slots[0])
    expect(free).not.toContain(slots[2])

    // Old links are dead; a second reschedule of the old id changes nothing.
    expect(await loadBookedAppointment(db(), oldId, userIds[0]!, 'en')).toBeUndefined()
    expect(await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: oldId, userId: userIds[0]!, startsAt: slots[4]! })).toEqual(
      { ok: false, code: 'appointment_not_found' },
    )
  })

  it('refuses an hour someone else holds, and leaves everything as it was', async () => {
    const mine = await paidAppointment(userIds[0]!, slots[6]!)
    await paidAppointment(userIds[1]!, slots[8]!)
    const result = await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: mine, userId: userIds[0]!, startsAt: slots[8]! })
    expect(result).toEqual({ ok: false, code: 'slot_taken' })
    const row = await db().selectFrom('appointments').selectAll().where('id', '=', mine).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'confirmed', replaced_by_id: null, payment_id: `pay_${mine}` })
    const claims = await db().selectFrom('slot_claims').select('appointment_id').where('appointment_id', '=', mine).execute()
    expect(claims.length).toBeGreaterThan(0)
    const orphans = await db().selectFrom('appointments').select('id').where('created_at', '>', now.toISOString()).execute()
    expect(orphans).toHaveLength(0)
  })

  it('two reschedules of one appointment at once: one wins, nothing is duplicated', async () => {
    const id = await paidAppointment(userIds[0]!, slots[10]!)
    const results = await Promise.all([
      rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: id, userId: userIds[0]!, startsAt: slots[12]! }),
      rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: id, userId: userIds[0]!, startsAt: slots[14]! }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const replacements = await db()
      .selectFrom('appointments')
      .select('id')
      .where(
        'calendar_uid',
        '=',
        (await db().selectFrom('appointments').select('calendar_uid').where('id', '=', id).executeTakeFirstOrThrow()).calendar_uid,
      )
      .where('status', '=', 'confirmed')
      .execute()
    expect(replacements).toHaveLength(1)
  })

  it('refuses other people’s appointments, unpaid holds, unchanged and unoffered hours', async () => {
    const id = await paidAppointment(userIds[1]!, slots[16]!)
    expect(await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: id, userId: userIds[0]!, startsAt: slots[1]! })).toEqual({
      ok: false,
      code: 'appointment_not_found',
    })
    expect(await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: id, userId: userIds[1]!, startsAt: slots[16]! })).toEqual({
      ok: false,
      code: 'reschedule_unchanged',
    })
    expect(
      await rescheduleAppointment(testActionContext(db(), { now }), { appointmentId: id, userId: userIds[1]!, startsAt: '2026-11-25T03:17:00.000Z' }),
    ).toEqual({ ok: false, code: 'slot_not_offered' })
    const hold = await holdSlot(
      db(),
      {
        userId: userIds[1]!,
        sessionId: 1,
        serviceSlug: SERVICE,
        clinicSlug,
        startsAt: slots[18]!,
        locale: 'en',
        patient: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+573001234567', condition: '' },
      },
      now,
    )
    expect(
      hold.ok &&
        (await rescheduleAppointment(testActionContext(db(), { now }), {
          appointmentId: hold.appointmentId,
          userId: userIds[1]!,
          startsAt: slots[1]!,
        })),
    ).toEqual({ ok: false, code: 'not_reschedulable' })
  })
})
