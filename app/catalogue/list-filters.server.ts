import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { latestRate } from '~/quotes/exchange-rates.server'
import { CURRENCIES, convert, isCurrencyCode, rateFrom } from '~/quotes/money'
import { now } from '~/time/clock.server'
import type { DestinationCard } from './destinations.server'
import { inPriceBand, inRecoveryBand, PRICE_BAND_CURRENCY, type DestinationFilters, type ServiceFilters } from './list-filters'
import type { ServiceCard } from './services.server'

/*
 * The filters of the treatments and destinations lists applied to the list the
 * search gave (all, or the matches in their order), and the choices the
 * filter form offers. A slug from the other language, or a record's key,
 * filters the same; one that names nothing published leaves the list as it is.
 */

export interface FilterChoice {
  value: string
  label: string
}

/** Which published record a slug names: this or the other language's slug, or its key. */
async function ownerOf(db: Kysely<Database>, kind: 'destinations' | 'services', slug: string): Promise<number | undefined> {
  const table = kind as 'services'
  const row = await db
    .selectFrom(`${table} as o`)
    .leftJoin(`${table}_translations as t`, 't.owner_id', 'o.id')
    .select('o.id')
    .where('o.published', '=', 1)
    .where((eb) => eb.or([eb('o.slug', '=', slug), eb('t.slug', '=', slug)]))
    .executeTakeFirst()
  return row?.id
}

/** A starting price in whole US dollars (the price bands' currency), at the latest reference rate; undefined without one. */
async function startingPricesInUsd(db: Kysely<Database>, services: ServiceCard[]): Promise<Map<string, number>> {
  const today = now().toISOString().slice(0, 10)
  const rates = new Map<string, Awaited<ReturnType<typeof latestRate>>>()
  const prices = new Map<string, number>()
  for (const service of services) {
    const from = service.currency.toUpperCase()
    if (from === PRICE_BAND_CURRENCY) {
      prices.set(service.key, service.priceFrom)
      continue
    }
    if (!isCurrencyCode(from)) continue
    if (!rates.has(from)) rates.set(from, await latestRate(db, from, PRICE_BAND_CURRENCY, today))
    const found = rates.get(from)
    if (!found) continue
    const minor = Math.round(service.priceFrom * 10 ** CURRENCIES[from].exponent)
    prices.set(service.key, convert(minor, from, PRICE_BAND_CURRENCY, rateFrom(found.rate)) / 10 ** CURRENCIES[PRICE_BAND_CURRENCY].exponent)
  }
  return prices
}

/** The treatments of `services` that pass every filter set, in the order given. */
export async function filterServices(db: Kysely<Database>, services: ServiceCard[], filters: ServiceFilters): Promise<ServiceCard[]> {
  let kept = services
  if (filters.category) kept = kept.filter((service) => service.category === filters.category)
  if (filters.recovery) kept = kept.filter((service) => inRecoveryBand(filters.recovery!, service.recoveryDaysMax))
  if (filters.destination) {
    const destinationId = await ownerOf(db, 'destinations', filters.destination)
    if (destinationId !== undefined) {
      const offered = await db
        .selectFrom('service_destinations as sd')
        .innerJoin('services as s', 's.id', 'sd.service_id')
        .select('s.slug')
        .where('sd.destination_id', '=', destinationId)
        .execute()
      const keys = new Set(offered.map((row) => row.slug))
      kept = kept.filter((service) => keys.has(service.key))
    }
  }
  if (filters.price && kept.length > 0) {
    const prices = await startingPricesInUsd(db, kept)
    kept = kept.filter((service) => {
      const price = prices.get(service.key)
      return price !== undefined && inPriceBand(filters.price!, price)
    })
  }
  return kept
}

/** The destinations of `destinations` that pass every filter set, in the order given. */
export async function filterDestinations(
  db: Kysely<Database>,
  destinations: DestinationCard[],
  filters: DestinationFilters,
): Promise<DestinationCard[]> {
  let kept = destinations
  if (filters.country) kept = kept.filter((destination) => destination.countryCode.toLowerCase() === filters.country)
  if (filters.treatment) {
    const serviceId = await ownerOf(db, 'services', filters.treatment)
    if (serviceId !== undefined) {
      const offering = await db
        .selectFrom('service_destinations as sd')
        .innerJoin('destinations as d', 'd.id', 'sd.destination_id')
        .select('d.slug')
        .where('sd.service_id', '=', serviceId)
        .execute()
      const keys = new Set(offering.map((row) => row.slug))
      kept = kept.filter((destination) => keys.has(destination.key))
    }
  }
  return kept
}

/** The choices of a filter form: published destinations (for treatments) or treatments (for destinations), in the page's language. */
export async function filterChoices(db: Kysely<Database>, locale: Locale) {
  const [destinations, services] = await Promise.all([
    db
      .selectFrom('destinations as d')
      .innerJoin('destinations_translations as t', (join) => join.onRef('t.owner_id', '=', 'd.id').on('t.locale', '=', locale))
      .select(['t.slug', 't.name', 't.country', 'd.country_code as countryCode'])
      .where('d.published', '=', 1)
      .orderBy('d.position')
      .execute(),
    db
      .selectFrom('services as s')
      .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
      .select(['t.slug', 't.name'])
      .where('s.published', '=', 1)
      .orderBy('s.position')
      .execute(),
  ])
  const countries = new Map<string, string>()
  for (const destination of destinations) countries.set(destination.countryCode.toLowerCase(), destination.country)
  return {
    destinations: destinations.map((destination): FilterChoice => ({
      value: destination.slug,
      label: `${destination.name}, ${destination.country}`,
    })),
    countries: [...countries].map(([value, label]): FilterChoice => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    services: services.map((service): FilterChoice => ({ value: service.slug, label: service.name })),
  }
}

/** The slug in `locale` of the record a filter names in any language (to show it chosen), or null. */
export async function localSlugOf(
  db: Kysely<Database>,
  kind: 'destinations' | 'services',
  slug: string | null,
  locale: Locale,
): Promise<string | null> {
  if (!slug) return null
  const id = await ownerOf(db, kind, slug)
  if (id === undefined) return null
  const table = kind as 'services'
  const row = await db.selectFrom(`${table}_translations`).select('slug').where('owner_id', '=', id).where('locale', '=', locale).executeTakeFirst()
  return row?.slug ?? null
}
