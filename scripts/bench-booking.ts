// Availability over a clinic's whole booking horizon, and the contention case
// (50 simultaneous holds of the last place), on SQLite and — when
// TEST_DATABASE_URL is set — PostgreSQL. Run by `npm run bench`.
import { DateTime } from 'luxon'
import { clinicsForService, getAvailability } from '../app/booking/availability.server'
import { holdSlot } from '../app/booking/holds.server'
import { syncCatalogue } from '../app/content-editing/seed-sync.server'
import type { DatabaseHandle } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { onEachDatabase, ratio, timings } from './bench-databases'

const SERVICE = 'cataract-surgery-premium-lenses'

async function measure(name: string, handle: DatabaseHandle<Database>) {
  const db = handle.db
  await migrateToLatest(db)
  await syncCatalogue(db)
  const [clinic] = await clinicsForService(db, SERVICE, 'en')
  const now = new Date()
  const from = DateTime.now().setZone(clinic!.timeZone).toISODate()!
  const to = DateTime.now().setZone(clinic!.timeZone).plus({ days: 90 }).toISODate()!
  let slots = 0
  const horizon = await timings(async () => {
    const result = await getAvailability(db, { serviceSlug: SERVICE, clinicSlug: clinic!.slug, from, to, locale: 'en', now })
    slots = result!.days.reduce((sum, day) => sum + day.slots.length, 0)
  }, 30)
  // Baseline in the same run: one clinic read by primary key.
  const baseline = await timings(() => db.selectFrom('clinics').selectAll().where('id', '=', clinic!.id).executeTakeFirst(), 30)
  console.log(
    `Availability over the 90-day horizon [${name}]: p50 ${horizon.p50.toFixed(1)} ms (${ratio(horizon.p50, baseline.p50)}), ` +
      `p95 ${horizon.p95.toFixed(1)} ms (${ratio(horizon.p95, baseline.p95)}) of a primary-key read ` +
      `(p50 ${baseline.p50.toFixed(2)} ms); ${slots} free slots; target < 20 ms`,
  )

  await db.updateTable('clinic_booking_rules').set({ places: 1 }).where('clinic_id', '=', clinic!.id).execute()
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `B${i}`,
        email: `bench-${i}@example.com`,
        password_hash: 'x',
        locale: 'en',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })),
    )
    .returning('id')
    .execute()
  const availability = await getAvailability(db, { serviceSlug: SERVICE, clinicSlug: clinic!.slug, from, to, locale: 'en', now })
  const slot = availability!.days.flatMap((day) => day.slots)[0]!
  const started = performance.now()
  const results = await Promise.all(
    users.map((user) =>
      holdSlot(
        db,
        {
          userId: user.id,
          sessionId: user.id,
          serviceSlug: SERVICE,
          clinicSlug: clinic!.slug,
          startsAt: slot.startsAt,
          locale: 'en',
          patient: { firstName: 'B', lastName: 'B', email: 'b@example.com', phone: '+34600000000', condition: '' },
        },
        now,
      ),
    ),
  )
  const elapsed = performance.now() - started
  console.log(
    `50 simultaneous holds of the last place [${name}]: ${results.filter((r) => r.ok).length} succeeded, ` +
      `${results.filter((r) => !r.ok).length} refused, ${elapsed.toFixed(0)} ms in all`,
  )
}

await onEachDatabase(measure)
process.exit(0)
