import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '~/db/schema'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { daysOld, exchangeRateOverview, isStale } from './exchange-rate-overview.server'
import { CURRENCY_CODES } from './money'
import { formatRate } from './quote-rate-format'

/*
 * The Exchange rates page's figures (issue 30): the newest stored rate of
 * each pair with who entered it, and per destination currency the rate a
 * quote sent today would use into every patient currency, missing or stale.
 */

const at = '2026-11-27T17:00:00.000Z'

async function rate(db: Kysely<Database>, base: string, quote: string, value: string, date: string, source = 'ecb', by: number | null = null) {
  await db
    .insertInto('exchange_rates')
    .values({ base_currency: base, quote_currency: quote, rate: value, rate_date: date, source, entered_by: by, created_at: at })
    .execute()
}

async function destination(db: Kysely<Database>, slug: string, currency: string, names: { en: string; es: string }, position: number) {
  const { id } = await db
    .insertInto('destinations')
    .values({
      slug,
      country_code: 'XX',
      time_zone: 'UTC',
      currency,
      population: 1,
      population_year: 2020,
      latitude: 0,
      longitude: 0,
      position,
      image_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const locale of ['en', 'es'] as const)
    await db
      .insertInto('destinations_translations')
      .values({
        owner_id: id,
        locale,
        slug,
        name: names[locale],
        country: '',
        language: '',
        summary: '',
        about: '',
        attractions: '[]',
        image_alt: null,
      })
      .execute()
}

describeEachDatabase('the exchange rates overview', (getDb) => {
  let admin: number

  beforeAll(async () => {
    const db = getDb()
    admin = await insertStaffMember(db, 'admin', [], 'Lucía Gómez')
    await db.deleteFrom('destinations_translations').execute()
    await db.deleteFrom('destinations').execute()
    await destination(db, 'bogota-test', 'COP', { en: 'Bogotá', es: 'Bogotá' }, 1)
    await destination(db, 'madrid-test', 'EUR', { en: 'Madrid', es: 'Madrid' }, 2)
    await destination(db, 'medellin-test', 'COP', { en: 'Medellín', es: 'Medellín' }, 3)
    await destination(db, 'mexico-test', 'MXN', { en: 'Mexico City', es: 'Ciudad de México' }, 4)
  })

  beforeEach(async () => {
    await getDb().deleteFrom('exchange_rates').execute()
  })

  it('per destination currency (CURRENCY_CODES order), the rate a quote would use into every other currency; none where nothing leads there', async () => {
    const db = getDb()
    await rate(db, 'EUR', 'USD', '1.05', '2026-11-26')
    await rate(db, 'EUR', 'USD', '1.0512', '2026-11-27')
    await rate(db, 'EUR', 'MXN', '21.294', '2026-11-27')
    await rate(db, 'USD', 'COP', '4150.25', '2026-11-10', 'manual', admin)
    const { today, clinicCurrencies } = await exchangeRateOverview(db, { today: '2026-11-27', locale: 'es' })
    expect(today).toBe('2026-11-27')
    expect(clinicCurrencies.map((clinic) => [clinic.currency, clinic.destinations])).toEqual([
      ['EUR', ['Madrid']],
      ['MXN', ['Ciudad de México']],
      ['COP', ['Bogotá', 'Medellín']],
    ])
    for (const clinic of clinicCurrencies)
      expect(clinic.rates.map((cell) => cell.patient)).toEqual(CURRENCY_CODES.filter((code) => code !== clinic.currency))
    const cell = (clinic: string, patient: string) =>
      clinicCurrencies.find((candidate) => candidate.currency === clinic)!.rates.find((candidate) => candidate.patient === patient)!.rate
    expect(cell('EUR', 'USD')).toEqual({ rate: '1.0512', rateDate: '2026-11-27', source: 'ecb', derivation: 'direct', stale: false })
    expect(cell('MXN', 'EUR')).toMatchObject({ rateDate: '2026-11-27', derivation: 'inverse', stale: false })
    // Across the dollar, as old as the TRM of the 10th: more than 7 days, stale.
    expect(cell('EUR', 'COP')).toEqual({
      rate: '4362.7428',
      rateDate: '2026-11-10',
      source: 'ecb+manual',
      derivation: 'cross',
      via: ['USD'],
      stale: true,
    })
    expect(cell('COP', 'GBP')).toBeNull()
    expect(cell('EUR', 'CLP')).toBeNull()
  })

  it('the newest stored rate of each pair, who entered it, stale past 7 days', async () => {
    const db = getDb()
    await rate(db, 'EUR', 'USD', '1.05', '2026-11-19')
    await rate(db, 'EUR', 'USD', '1.0512', '2026-11-20')
    await rate(db, 'USD', 'COP', '4150.25', '2026-11-19', 'manual', admin)
    await rate(db, 'USD', 'CLP', '940.5', '2026-11-21', 'manual', null)
    const { stored } = await exchangeRateOverview(db, { today: '2026-11-27', locale: 'en' })
    expect(stored).toEqual([
      { base: 'EUR', quote: 'USD', rate: '1.0512', rateDate: '2026-11-20', source: 'ecb', enteredBy: null, enteredAt: at, stale: false },
      { base: 'USD', quote: 'CLP', rate: '940.5', rateDate: '2026-11-21', source: 'manual', enteredBy: null, enteredAt: at, stale: false },
      { base: 'USD', quote: 'COP', rate: '4150.25', rateDate: '2026-11-19', source: 'manual', enteredBy: 'Lucía Gómez', enteredAt: at, stale: true },
    ])
  })
})

describe('a rate’s age and its text', () => {
  it('is stale when more than 7 days old', () => {
    expect(daysOld('2026-11-20', '2026-11-27')).toBe(7)
    expect(isStale('2026-11-20', '2026-11-27')).toBe(false)
    expect(isStale('2026-11-19', '2026-11-27')).toBe(true)
    // Across the change to winter time and a month's end: whole days.
    expect(daysOld('2026-10-24', '2026-11-01')).toBe(8)
  })

  it('prints exactly, with the language’s separators', () => {
    expect(formatRate('4150.25', 'en')).toBe('4,150.25')
    expect(formatRate('4150.25', 'es')).toBe('4150,25')
    expect(formatRate('1234567.000000000000000001', 'es')).toBe('1.234.567,000000000000000001')
    expect(formatRate('0.000229213479565', 'en')).toBe('0.000229213479565')
    expect(formatRate('940', 'en')).toBe('940')
  })
})
