import { beforeAll, beforeEach, expect, it } from 'vitest'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { bookableHours, holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { placeHold } from './place-hold.server'
import { AppointmentDetailsSchema } from './schemas'

const SERVICE = 'comprehensive-eye-exam'

describeEachDatabase('placing a hold', (db) => {
  let clinic: string
  let slots: string[]
  let fee: { feeMinor: number; currency: string }
  const details = (startsAt: string) => holdDetails(SERVICE, clinic, startsAt)
  const appointmentsOf = (userId: number) =>
    db().selectFrom('appointments').select(['id', 'status', 'locale']).where('user_id', '=', userId).execute()

  beforeAll(async () => {
    ;({ clinic, slots, fee } = await bookableHours(db(), SERVICE))
  }, 60_000)
  beforeEach(() => closeRateLimits())

  it('holds the hour for the session, in the patient’s language, with the fee and the health-data consent', async () => {
    const [userId] = await insertTestUsers(db())
    const outcome = await placeHold(testActionContext(db(), { locale: 'es' }), { ...details(slots[0]!), userId: userId!, sessionId: 7 })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.appointment).toMatchObject({
      status: 'pending_payment',
      startsAt: slots[0],
      holdSessionId: 7,
      ...fee,
      patient: { firstName: 'Ana', email: 'ana@example.com' },
    })
    expect(await appointmentsOf(userId!)).toEqual([{ id: outcome.appointment.id, status: 'pending_payment', locale: 'es' }])
    const consent = await db().selectFrom('consents').select('kind').where('appointment_id', '=', outcome.appointment.id).execute()
    expect(consent).toEqual([{ kind: 'health_data' }])
  })

  it('keeps the patient’s own time zone when their browser told it, and none for an unknown one (issue 27)', async () => {
    const [madrid, unknown] = await insertTestUsers(db(), 2)
    const zoneOf = async (userId: number) =>
      (await db().selectFrom('appointments').select('patient_time_zone').where('user_id', '=', userId).executeTakeFirstOrThrow()).patient_time_zone
    const held = await placeHold(testActionContext(db()), { ...details(slots[2]!), timeZone: 'Europe/Madrid', userId: madrid!, sessionId: 3 })
    expect(held.ok && held.appointment.patient.timeZone).toBe('Europe/Madrid')
    expect(await zoneOf(madrid!)).toBe('Europe/Madrid')
    const parsed = AppointmentDetailsSchema.parse({ ...details(slots[3]!), healthDataConsent: 'on', timeZone: 'Mars/Olympus_Mons' })
    expect(parsed.timeZone).toBeUndefined()
    expect((await placeHold(testActionContext(db()), { ...parsed, userId: unknown!, sessionId: 4 })).ok).toBe(true)
    expect(await zoneOf(unknown!)).toBeNull()
  })

  it('an hour someone else holds is refused as taken, and nothing is stored', async () => {
    const [ana, ben] = await insertTestUsers(db(), 2)
    expect((await placeHold(testActionContext(db()), { ...details(slots[1]!), userId: ana!, sessionId: 1 })).ok).toBe(true)
    const places = await db()
      .selectFrom('clinic_booking_rules as r')
      .innerJoin('clinics as c', 'c.id', 'r.clinic_id')
      .select('r.places')
      .where('c.slug', '=', clinic)
      .executeTakeFirstOrThrow()
    const others = await insertTestUsers(db(), places.places - 1)
    for (const other of others) await placeHold(testActionContext(db()), { ...details(slots[1]!), userId: other, sessionId: 1 })
    expect(await placeHold(testActionContext(db()), { ...details(slots[1]!), userId: ben!, sessionId: 2 })).toEqual({ ok: false, code: 'slot_taken' })
    expect(await appointmentsOf(ben!)).toEqual([])
  })

  it('an hour the clinic does not offer is refused, and nothing is stored', async () => {
    const [userId] = await insertTestUsers(db())
    expect(await placeHold(testActionContext(db()), { ...details('2030-01-01T03:17:00.000Z'), userId: userId!, sessionId: 1 })).toEqual({
      ok: false,
      code: 'slot_not_offered',
    })
    expect(await placeHold(testActionContext(db()), { ...holdDetails(SERVICE, 'nowhere', slots[2]!), userId: userId!, sessionId: 1 })).toEqual({
      ok: false,
      code: 'slot_not_offered',
    })
    expect(await appointmentsOf(userId!)).toEqual([])
  })

  it('the 11th hold from one account within 10 minutes is refused with the wait, and not stored', async () => {
    const [userId] = await insertTestUsers(db())
    for (const startsAt of slots.slice(10, 20)) {
      expect((await placeHold(testActionContext(db()), { ...details(startsAt), userId: userId!, sessionId: 1 })).ok).toBe(true)
    }
    const refused = await placeHold(testActionContext(db()), { ...details(slots[20]!), userId: userId!, sessionId: 1 })
    expect(refused).toMatchObject({ ok: false, code: 'hold_rate_limited', values: { minutes: 10 } })
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(540)
    const held = await appointmentsOf(userId!)
    expect(held).toHaveLength(10)
    // Each new hold replaced the previous one: only the last is still live.
    expect(held.filter((row) => row.status === 'pending_payment')).toHaveLength(1)
  })

  it('the 61st attempt from one address within the hour is refused, whoever’s account it is', async () => {
    const users = await insertTestUsers(db(), 61)
    const ip = '203.0.113.61'
    for (const userId of users.slice(0, 60)) {
      expect(await placeHold(testActionContext(db(), { ip }), { ...details('2030-01-01T03:17:00.000Z'), userId, sessionId: 1 })).toMatchObject({
        code: 'slot_not_offered',
      })
    }
    expect(await placeHold(testActionContext(db(), { ip }), { ...details(slots[30]!), userId: users[60]!, sessionId: 1 })).toMatchObject({
      code: 'hold_rate_limited',
    })
    expect(await appointmentsOf(users[60]!)).toEqual([])
  })
})
