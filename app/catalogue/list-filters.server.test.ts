import { beforeAll, describe, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { listDestinations } from './destinations.server'
import { inPriceBand, inRecoveryBand, parseDestinationFilters, parseServiceFilters } from './list-filters'
import { filterChoices, filterDestinations, filterServices, localSlugOf } from './list-filters.server'
import { listServices } from './services.server'

const none = { destination: null, price: null, recovery: null, category: null }

describe('list filters from the query', () => {
  it('keeps known values and ignores anything else (never an error page)', () => {
    expect(parseServiceFilters({ destination: 'Bogota', price: '1000-2000', recovery: 'week', category: 'eye' })).toEqual({
      destination: 'bogota',
      price: '1000-2000',
      recovery: 'week',
      category: 'eye',
    })
    expect(parseServiceFilters({ destination: '../x', price: 'cheap', recovery: '\u0000', category: 'EYE' })).toEqual(none)
    expect(parseServiceFilters({ destination: null, price: null, recovery: null, category: null })).toEqual(none)
    expect(parseDestinationFilters({ country: 'CO', treatment: 'lasik' })).toEqual({ country: 'co', treatment: 'lasik' })
    expect(parseDestinationFilters({ country: 'Colombia', treatment: 'a b' })).toEqual({ country: null, treatment: null })
  })

  it('puts a starting price in one band and reads recovery from its longest', () => {
    expect(
      [999, 1000, 1999, 2000, 3999, 4000, 12_000].map((price) =>
        ['under-1000', '1000-2000', '2000-4000', '4000-plus'].find((band) => inPriceBand(band as never, price)),
      ),
    ).toEqual(['under-1000', '1000-2000', '1000-2000', '2000-4000', '2000-4000', '4000-plus', '4000-plus'])
    expect(inRecoveryBand('same-day', 0)).toBe(true)
    expect(inRecoveryBand('same-day', 1)).toBe(false)
    expect(inRecoveryBand('week', 0)).toBe(true)
    expect(inRecoveryBand('week', 7)).toBe(true)
    expect(inRecoveryBand('week', 8)).toBe(false)
    expect(inRecoveryBand('longer', 8)).toBe(true)
    expect(inRecoveryBand('longer', 7)).toBe(false)
  })
})

describeEachDatabase('filtering the treatments and destinations lists', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  const keys = (items: { key: string }[]) => items.map((item) => item.key)

  it('treatments by destination (in either language), category, recovery and price, combined with the search', async () => {
    const all = await listServices(db(), 'en', '')
    const bogota = await filterServices(db(), all, { ...none, destination: 'bogota' })
    const offered = await db()
      .selectFrom('service_destinations as sd')
      .innerJoin('services as s', 's.id', 'sd.service_id')
      .innerJoin('destinations as d', 'd.id', 'sd.destination_id')
      .select('s.slug')
      .where('d.slug', '=', 'bogota')
      .execute()
    expect(new Set(keys(bogota))).toEqual(new Set(offered.map((row) => row.slug)))
    expect(bogota.length).toBeLessThan(all.length)
    // The Spanish page's slug filters the English list the same, and shows as the Spanish slug there.
    const spanishSlug = (await localSlugOf(db(), 'destinations', 'bogota', 'es'))!
    expect(keys(await filterServices(db(), all, { ...none, destination: spanishSlug }))).toEqual(keys(bogota))
    expect(await localSlugOf(db(), 'destinations', spanishSlug, 'en')).toBe('bogota')
    expect(await localSlugOf(db(), 'destinations', 'atlantis', 'en')).toBeNull()
    // A destination that names nothing is ignored.
    expect(keys(await filterServices(db(), all, { ...none, destination: 'atlantis' }))).toEqual(keys(all))

    const other = await filterServices(db(), all, { ...none, category: 'other' })
    expect(other.every((service) => service.category === 'other')).toBe(true)
    expect(other.length).toBeGreaterThan(0)
    const sameDay = await filterServices(db(), all, { ...none, recovery: 'same-day' })
    expect(sameDay.every((service) => service.recoveryDaysMax === 0)).toBe(true)
    const longer = await filterServices(db(), all, { ...none, recovery: 'longer' })
    expect(longer.every((service) => service.recoveryDaysMax > 7)).toBe(true)
    const cheap = await filterServices(db(), all, { ...none, price: 'under-1000' })
    expect(cheap.length).toBeGreaterThan(0)
    expect(cheap.every((service) => service.currency === 'USD' && service.priceFrom < 1000)).toBe(true)

    const lasikSearch = await listServices(db(), 'en', 'LASIK')
    expect(keys(lasikSearch)).toContain('lasik')
    const combined = await filterServices(db(), lasikSearch, { ...none, category: 'eye', price: '1000-2000', recovery: 'week' })
    expect(keys(combined)).toContain('lasik')
    expect(await filterServices(db(), lasikSearch, { ...none, category: 'other' })).toEqual([])
  })

  it('a treatment priced in another currency is banded at the latest rate into US dollars, and left out without one', async () => {
    const all = await listServices(db(), 'en', '')
    const lasik = all.find((service) => service.key === 'lasik')!
    // 1,500,000 COP at 4,000 COP per dollar is 375 dollars.
    const inPesos = { ...lasik, priceFrom: 1_500_000, currency: 'COP' }
    await db().deleteFrom('exchange_rates').execute()
    expect(await filterServices(db(), [inPesos], { ...none, price: 'under-1000' })).toEqual([])
    await db()
      .insertInto('exchange_rates')
      .values({
        base_currency: 'USD',
        quote_currency: 'COP',
        rate: '4000',
        rate_date: '2026-01-05',
        source: 'manual',
        entered_by: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    expect(keys(await filterServices(db(), [inPesos], { ...none, price: 'under-1000' }))).toEqual(['lasik'])
    expect(await filterServices(db(), [inPesos], { ...none, price: '1000-2000' })).toEqual([])
  })

  it('destinations by country and by a treatment offered there (either language)', async () => {
    const all = await listDestinations(db(), 'es', '')
    const colombia = await filterDestinations(db(), all, { country: 'co', treatment: null })
    expect(colombia.length).toBeGreaterThan(0)
    expect(colombia.every((destination) => destination.countryCode === 'CO')).toBe(true)
    const withDental = await filterDestinations(db(), all, { country: null, treatment: 'dental-implants' })
    const spanishDental = (await localSlugOf(db(), 'services', 'dental-implants', 'es'))!
    expect(keys(await filterDestinations(db(), all, { country: null, treatment: spanishDental }))).toEqual(keys(withDental))
    expect(withDental.length).toBeGreaterThan(0)
    expect(withDental.length).toBeLessThan(all.length)
    expect(await filterDestinations(db(), all, { country: 'zz', treatment: null })).toEqual([])
    const choices = await filterChoices(db(), 'es')
    expect(choices.countries.map((choice) => choice.value)).toEqual(expect.arrayContaining(['co', 'mx', 'es']))
    expect(choices.countries.find((choice) => choice.value === 'mx')?.label).toBe('México')
  })
})
