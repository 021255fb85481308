import { DateTime } from 'luxon'
import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { cellKey } from './availability'
import { clinicsForService, getAvailability } from './availability.server'

const now = new Date('2026-11-20T12:00:00Z')

describeEachDatabase('availability from the database', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  it('offers every service at the clinics of its specialists, with rules seeded', async () => {
    const clinics = await clinicsForService(db(), 'lasik', 'es')
    expect(clinics.length).toBeGreaterThan(0)
    for (const service of ['lasik', 'cataract-surgery-premium-lenses', 'dental-implants']) {
      const [clinic] = await clinicsForService(db(), service, 'en')
      const result = await getAvailability(db(), {
        serviceSlug: service,
        clinicSlug: clinic!.slug,
        from: '2026-11-23',
        to: '2026-11-29',
        locale: 'en',
        now,
      })
      expect(
        result?.days.some((day) => day.slots.length > 0),
        service,
      ).toBe(true)
      expect(result?.service.feeMinor).toBeGreaterThan(0)
    }
  })

  it('has no hours on public holidays and Sundays', async () => {
    const result = await getAvailability(db(), {
      serviceSlug: 'cataract-surgery-premium-lenses',
      clinicSlug: 'clinica-oftalmologica-castellana',
      from: '2026-12-06',
      to: '2026-12-08',
      locale: 'es',
      now,
    })
    expect(result).toBeDefined()
    expect(result!.days.map((day) => [day.date, day.slots.length > 0])).toEqual([
      ['2026-12-06', false], // Sunday
      ['2026-12-07', true],
      ['2026-12-08', false], // Inmaculada Concepción
    ])
  })

  it('a slot disappears once every place is claimed, and only then', async () => {
    const [offered] = await clinicsForService(db(), 'comprehensive-eye-exam', 'en')
    const clinic = await db().selectFrom('clinics').select(['id', 'slug', 'time_zone']).where('slug', '=', offered!.slug).executeTakeFirstOrThrow()
    const { places } = await db().selectFrom('clinic_booking_rules').select('places').where('clinic_id', '=', clinic.id).executeTakeFirstOrThrow()
    const result = async () =>
      getAvailability(db(), {
        serviceSlug: 'comprehensive-eye-exam',
        clinicSlug: clinic.slug,
        from: '2026-11-24',
        to: '2026-11-24',
        locale: 'en',
        now,
      })
    const first = (await result())!.days[0]!.slots[0]!
    expect(first.freePlaces).toBe(places)
    const start = DateTime.fromISO(first.startsAt)
    const user = await db()
      .insertInto('users')
      .values({
        name: 'Claim',
        email: `claim-${Date.now()}@example.com`,
        password_hash: 'x',
        locale: 'en',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const service = await db().selectFrom('services').select('id').where('slug', '=', 'comprehensive-eye-exam').executeTakeFirstOrThrow()
    const appointment = await db()
      .insertInto('appointments')
      .values({
        user_id: user.id,
        treatment_id: null,
        service_id: service.id,
        clinic_id: clinic.id,
        specialist_id: null,
        kind: 'assessment',
        status: 'confirmed',
        starts_at: first.startsAt,
        ends_at: first.endsAt,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (let seat = 1; seat <= places; seat++) {
      // 45 minutes cover two 30-minute cells.
      for (const minutes of [0, 30]) {
        await db()
          .insertInto('slot_claims')
          .values({ clinic_id: clinic.id, slot_start: cellKey(start.plus({ minutes })), seat, appointment_id: appointment.id })
          .execute()
      }
      const slot = (await result())!.days[0]!.slots.find((s) => s.startsAt === first.startsAt)
      if (seat < places) expect(slot?.freePlaces).toBe(places - seat)
      else expect(slot).toBeUndefined()
    }
  })

  it('the database refuses a second claim of the same place', async () => {
    const claim = await db().selectFrom('slot_claims').selectAll().executeTakeFirstOrThrow()
    await expect(db().insertInto('slot_claims').values(claim).execute()).rejects.toThrow()
  })
})
