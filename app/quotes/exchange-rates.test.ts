import { beforeEach, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { latestRate } from './exchange-rates.server'
import { convert, rateFrom, type CurrencyCode } from './money'

type Row = [base: CurrencyCode, quote: CurrencyCode, rate: string, rateDate: string, source?: string]

async function store(db: Kysely<Database>, rows: Row[]) {
  await db
    .insertInto('exchange_rates')
    .values(
      rows.map(([base, quote, rate, rateDate, source = 'ecb']) => ({
        base_currency: base,
        quote_currency: quote,
        rate,
        rate_date: rateDate,
        source,
        entered_by: null,
        created_at: new Date().toISOString(),
      })),
    )
    .execute()
}

describeEachDatabase('the latest exchange rate', (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom('exchange_rates').execute()
  })

  it('is the pair’s newest on or before the day', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'USD', '1.0475', '2026-11-25'],
      ['EUR', 'USD', '1.0498', '2026-11-26'],
      ['EUR', 'USD', '1.0512', '2026-11-27'],
    ])
    expect(await latestRate(db, 'EUR', 'USD', '2026-11-30')).toEqual({ rate: '1.0512', rateDate: '2026-11-27', source: 'ecb', derivation: 'direct' })
    expect(await latestRate(db, 'EUR', 'USD', '2026-11-26')).toMatchObject({ rate: '1.0498', rateDate: '2026-11-26' })
    expect(await latestRate(db, 'EUR', 'USD', '2026-11-24')).toBeUndefined()
  })

  it('is the stored pair inverted the other way round, to 12 significant digits', async () => {
    const db = getDb()
    await store(db, [['EUR', 'USD', '1.0512', '2026-11-27']])
    expect(await latestRate(db, 'USD', 'EUR', '2026-11-27')).toEqual({
      rate: '0.951293759513',
      rateDate: '2026-11-27',
      source: 'ecb',
      derivation: 'inverse',
    })
  })

  it('takes the newer of the pair’s two ways; on the same day the one stored as asked', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'COP', '4300', '2026-11-20', 'manual'],
      ['COP', 'EUR', '0.0002314', '2026-11-26', 'manual'],
    ])
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-27')).toMatchObject({ rateDate: '2026-11-26', derivation: 'inverse' })
    await store(db, [['EUR', 'COP', '4321.55', '2026-11-26', 'manual']])
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-27')).toEqual({
      rate: '4321.55',
      rateDate: '2026-11-26',
      source: 'manual',
      derivation: 'direct',
    })
  })

  it('goes across the euro when the pair is not stored (the ECB’s rates are euro-based)', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'USD', '1.0512', '2026-11-27'],
      ['EUR', 'MXN', '21.294', '2026-11-27'],
      ['EUR', 'GBP', '0.83138', '2026-11-26'],
    ])
    // 21.294 / 1.0512 = 20.2568493150684…
    expect(await latestRate(db, 'USD', 'MXN', '2026-11-27')).toEqual({
      rate: '20.2568493151',
      rateDate: '2026-11-27',
      source: 'ecb',
      derivation: 'cross',
      via: ['EUR'],
    })
    // A cross is as old as its older leg.
    expect(await latestRate(db, 'GBP', 'USD', '2026-11-27')).toMatchObject({ rateDate: '2026-11-26', via: ['EUR'] })
  })

  it('goes across the US dollar for a rate published against it (a TRM), and across both', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'USD', '1.0512', '2026-11-27'],
      ['EUR', 'MXN', '21.294', '2026-11-27'],
      ['USD', 'COP', '4150.25', '2026-11-27', 'manual'],
    ])
    // 1.0512 × 4150.25 = 4362.7428
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-27')).toEqual({
      rate: '4362.7428',
      rateDate: '2026-11-27',
      source: 'ecb+manual',
      derivation: 'cross',
      via: ['USD'],
    })
    // MXN → EUR → USD → COP: 4150.25 × 1.0512 / 21.294 = 204.8813186813…
    expect(await latestRate(db, 'MXN', 'COP', '2026-11-27')).toMatchObject({ rate: '204.881318681', via: ['EUR', 'USD'], source: 'ecb+manual' })
    expect(await latestRate(db, 'COP', 'EUR', '2026-11-27')).toMatchObject({ rate: '0.000229213603882', via: ['USD'] })
  })

  it('prefers a cross from newer rates to an older rate of the pair itself', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'COP', '4200', '2026-09-01', 'manual'],
      ['EUR', 'USD', '1.0512', '2026-11-27'],
      ['USD', 'COP', '4150.25', '2026-11-27', 'manual'],
    ])
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-27')).toMatchObject({ rate: '4362.7428', via: ['USD'] })
    // Before the newer rates were published, the pair's own.
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-26')).toMatchObject({ rate: '4200', derivation: 'direct' })
    // On the same day the pair itself wins over a cross.
    await store(db, [['EUR', 'COP', '4360', '2026-11-27', 'manual']])
    expect(await latestRate(db, 'EUR', 'COP', '2026-11-27')).toMatchObject({ rate: '4360', derivation: 'direct' })
  })

  it('is undefined when no way leads there: the quote cannot be sent in that currency', async () => {
    const db = getDb()
    await store(db, [['EUR', 'USD', '1.0512', '2026-11-27']])
    expect(await latestRate(db, 'EUR', 'CLP', '2026-11-27')).toBeUndefined()
    expect(await latestRate(db, 'ARS', 'COP', '2026-11-27')).toBeUndefined()
  })

  it('of a currency to itself is 1', async () => {
    expect(await latestRate(getDb(), 'COP', 'COP', '2026-11-27')).toEqual({ rate: '1', rateDate: '2026-11-27', source: 'same', derivation: 'same' })
    await expect(latestRate(getDb(), 'EUR', 'USD', '27/11/2026')).rejects.toThrow(RangeError)
  })

  it('converts a quote’s lines as stored: USD → CLP across the euro', async () => {
    const db = getDb()
    await store(db, [
      ['EUR', 'USD', '1.0512', '2026-11-27'],
      ['EUR', 'CLP', '991.46', '2026-11-27', 'manual'],
    ])
    const found = await latestRate(db, 'USD', 'CLP', '2026-11-27')
    expect(found?.rate).toBe('943.169710807')
    expect(convert(320_000, 'USD', 'CLP', rateFrom(found!.rate))).toBe(3_018_143) // US$3,200 → 3,018,143.07 → CLP 3,018,143
  })
})
