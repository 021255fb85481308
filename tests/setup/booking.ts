import type { Kysely } from 'kysely'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import type { PlaceHoldInput } from '~/booking/place-hold.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database } from '~/db/schema'

/** Step 2's details as the page and /v1 validate them, for the hour `startsAt`. */
export function holdDetails(service: string, clinic: string, startsAt: string): Omit<PlaceHoldInput, 'userId' | 'sessionId'> {
  return {
    service,
    clinic,
    startsAt,
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+57 300 123 4567',
    condition: 'Miopía',
    healthDataConsent: true,
  }
}

/** Seeds the catalogue; the free hours of `service` at its first clinic, 5 to 20 days ahead, and the assessment's fee. */
export async function bookableHours(db: Kysely<Database>, service: string) {
  await syncCatalogue(db)
  const [clinic] = await clinicsForService(db, service, 'en')
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const availability = (await getAvailability(db, { serviceSlug: service, clinicSlug: clinic!.slug, from: day(5), to: day(20), locale: 'en' }))!
  return {
    clinic: clinic!.slug,
    slots: availability.days.flatMap((d) => d.slots.map((slot) => slot.startsAt)),
    fee: { feeMinor: availability.service.feeMinor, currency: availability.service.currency },
  }
}
