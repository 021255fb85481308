import { beforeAll, describe, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { clinicsForService, getAvailability } from './availability.server'
import { HOLD_MINUTES, holdSlot, releaseExpiredHolds, type HoldRequest } from './holds.server'

const now = new Date('2026-11-20T12:00:00Z')
const SERVICE = 'comprehensive-eye-exam'

describeEachDatabase('holding a slot', (db) => {
  let clinicSlug: string
  let userIds: number[]
  let startsAt: string

  beforeAll(async () => {
    await syncCatalogue(db())
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    clinicSlug = clinic!.slug
    // One place only: the contention case.
    await db().updateTable('clinic_booking_rules').set({ places: 1 }).where('clinic_id', '=', clinic!.id).execute()
    userIds = await insertTestUsers(db(), 50, { at: now })
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: '2026-11-24', to: '2026-11-24', locale: 'en', now })
    startsAt = availability!.days[0]!.slots[0]!.startsAt
  }, 60_000)

  const request = (userId: number, overrides: Partial<HoldRequest> = {}): HoldRequest => ({
    userId,
    sessionId: userId,
    serviceSlug: SERVICE,
    clinicSlug,
    startsAt,
    locale: 'es',
    patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' },
    ...overrides,
  })

  it('50 people holding the last place at once: exactly one gets it', async () => {
    const results = await Promise.all(userIds.map((id) => holdSlot(db(), request(id), now)))
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.code === 'slot_taken')).toHaveLength(49)
    // No half-written losers: one pending appointment, its claims, nothing else.
    const pending = await db().selectFrom('appointments').select('id').where('status', '=', 'pending_payment').execute()
    expect(pending).toHaveLength(1)
    const claims = await db().selectFrom('slot_claims').select('appointment_id').execute()
    expect(new Set(claims.map((claim) => claim.appointment_id))).toEqual(new Set([pending[0]!.id]))
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: '2026-11-24', to: '2026-11-24', locale: 'en', now })
    expect(availability!.days[0]!.slots.some((slot) => slot.startsAt === startsAt)).toBe(false)
  }, 60_000)

  it('a hold that expires gives the place back', async () => {
    const later = new Date(now.getTime() + (HOLD_MINUTES + 1) * 60_000)
    const result = await holdSlot(db(), request(userIds[1]!), later)
    expect(result.ok).toBe(true)
    const expired = await db().selectFrom('appointments').select('id').where('status', '=', 'expired').execute()
    expect(expired).toHaveLength(1)
    expect(await releaseExpiredHolds(db(), later)).toBe(0)
  })

  it('refuses hours the clinic does not offer', async () => {
    expect(await holdSlot(db(), request(userIds[2]!, { startsAt: '2026-11-24T03:17:00.000Z' }), now)).toEqual({ ok: false, code: 'slot_not_offered' })
    expect(await holdSlot(db(), request(userIds[2]!, { startsAt: 'not a date' }), now)).toEqual({ ok: false, code: 'slot_not_offered' })
    expect(await holdSlot(db(), request(userIds[2]!, { clinicSlug: 'nowhere' }), now)).toEqual({ ok: false, code: 'slot_not_offered' })
  })

  it('the same patient sending "Continue to pay" twice gets the same hold back', async () => {
    const later = new Date(now.getTime() + 2 * 86_400_000)
    const availability = await getAvailability(db(), {
      serviceSlug: SERVICE,
      clinicSlug,
      from: '2026-11-26',
      to: '2026-11-26',
      locale: 'en',
      now: later,
    })
    const slot = availability!.days[0]!.slots[0]!.startsAt
    const first = await holdSlot(db(), request(userIds[3]!, { startsAt: slot }), later)
    const second = await holdSlot(db(), request(userIds[3]!, { startsAt: slot }), later)
    expect(first.ok && second.ok && first.appointmentId === second.appointmentId).toBe(true)
  })

  describe('one live unpaid hold per patient', () => {
    const later = new Date(now.getTime() + 4 * 86_400_000)
    let hours: string[]

    beforeAll(async () => {
      const availability = await getAvailability(db(), {
        serviceSlug: SERVICE,
        clinicSlug,
        from: '2026-11-30',
        to: '2026-12-06',
        locale: 'en',
        now: later,
      })
      hours = availability!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
      expect(hours.length).toBeGreaterThanOrEqual(53)
    })

    const liveHoldsOf = (userId: number) =>
      db().selectFrom('appointments').select(['id', 'starts_at']).where('user_id', '=', userId).where('status', '=', 'pending_payment').execute()

    it('40 hold requests at once from one account, each for another hour, leave exactly one live hold', async () => {
      const patient = userIds[10]!
      const results = await Promise.all(hours.slice(0, 40).map((startsAt) => holdSlot(db(), request(patient, { startsAt }), later)))
      expect(results.every((result) => result.ok)).toBe(true)
      const live = await liveHoldsOf(patient)
      expect(live).toHaveLength(1)
      // Only the surviving hold keeps places: the other 39 hours are free again.
      const claimed = await db()
        .selectFrom('slot_claims')
        .select('appointment_id')
        .distinct()
        .where(
          'appointment_id',
          'in',
          results.map((r) => (r.ok ? r.appointmentId : 0)),
        )
        .execute()
      expect(claimed.map((row) => row.appointment_id)).toEqual([live[0]!.id])
    }, 60_000)

    it('a new hour replaces the previous hold and frees its hour; the same hour again is the same hold', async () => {
      const patient = userIds[11]!
      const first = await holdSlot(db(), request(patient, { startsAt: hours[44]! }), later)
      const second = await holdSlot(db(), request(patient, { startsAt: hours[48]! }), later)
      const again = await holdSlot(db(), request(patient, { startsAt: hours[48]! }), later)
      expect(first.ok && second.ok && again.ok).toBe(true)
      expect(again.ok && second.ok && again.appointmentId === second.appointmentId).toBe(true)
      expect((await liveHoldsOf(patient)).map((row) => row.id)).toEqual([second.ok ? second.appointmentId : 0])
      const replaced = await db()
        .selectFrom('appointments')
        .select('status')
        .where('id', '=', first.ok ? first.appointmentId : 0)
        .executeTakeFirstOrThrow()
      expect(replaced.status).toBe('expired')
      // Its hour is free for someone else.
      expect((await holdSlot(db(), request(userIds[12]!, { startsAt: hours[44]! }), later)).ok).toBe(true)
    })

    it('when the new hour is taken, the previous hold stays', async () => {
      const patient = userIds[13]!
      const first = await holdSlot(db(), request(patient, { startsAt: hours[52]! }), later)
      expect(first.ok).toBe(true)
      // userIds[12] holds hours[44] (one place): trying it must not cost the patient hours[52].
      expect(await holdSlot(db(), request(patient, { startsAt: hours[44]! }), later)).toEqual({ ok: false, code: 'slot_taken' })
      expect((await liveHoldsOf(patient)).map((row) => row.id)).toEqual([first.ok ? first.appointmentId : 0])
    })
  })
})
