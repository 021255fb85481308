import { beforeAll, expect, it, vi } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { clinicsForService, getAvailability } from './availability.server'
import { startHoldSweeper } from './hold-sweeper.server'
import { HOLD_MINUTES, holdSlot } from './holds.server'

const SERVICE = 'comprehensive-eye-exam'

describeEachDatabase('the expired-hold sweeper', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  it('frees an abandoned hold on its own, without anyone booking', async () => {
    // The hold was placed 11 minutes ago: it has run out.
    const placedAt = new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000)
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    // The first open day from five days on (a weekend or a holiday has no hours).
    const day = (offset: number) => new Date(placedAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const availability = await getAvailability(db(), {
      serviceSlug: SERVICE,
      clinicSlug: clinic!.slug,
      from: day(5),
      to: day(12),
      locale: 'en',
      now: placedAt,
    })
    const startsAt = availability!.days.find((open) => open.slots.length > 0)!.slots[0]!.startsAt
    const [userId] = await insertTestUsers(db(), 1, { at: placedAt })
    const hold = await holdSlot(
      db(),
      {
        userId: userId!,
        sessionId: 1,
        serviceSlug: SERVICE,
        clinicSlug: clinic!.slug,
        startsAt,
        locale: 'en',
        patient: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+573001234567', condition: '' },
      },
      placedAt,
    )
    expect(hold.ok).toBe(true)
    if (!hold.ok) return

    const sweeper = startHoldSweeper(db, 25)
    try {
      await vi.waitFor(
        async () => {
          const row = await db().selectFrom('appointments').select('status').where('id', '=', hold.appointmentId).executeTakeFirstOrThrow()
          expect(row.status).toBe('expired')
        },
        { timeout: 3_000, interval: 50 },
      )
      const claims = await db().selectFrom('slot_claims').select('seat').where('appointment_id', '=', hold.appointmentId).execute()
      expect(claims).toHaveLength(0)
    } finally {
      sweeper.stop()
    }
  })
})
