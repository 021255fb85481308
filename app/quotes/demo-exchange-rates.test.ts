import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { seedDemoExchangeRates } from './demo-exchange-rates.server'
import { latestRate } from './exchange-rates.server'

/*
 * The demo site's reference rates: enough for a quote between any clinic's currency and the usual
 * patients' ones, written only into an empty table, and older than anything entered since.
 */
describeEachDatabase('the demo’s exchange rates', (db) => {
  const now = new Date('2026-11-27T09:00:00Z')

  it('fill an empty table, three days back, and every clinic currency converts into the usual patient currencies', async () => {
    await db().deleteFrom('exchange_rates').execute()
    expect(await seedDemoExchangeRates(db(), now)).toBe(true)
    const days = await db().selectFrom('exchange_rates').select('rate_date').distinct().execute()
    expect(days).toEqual([{ rate_date: '2026-11-24' }])
    for (const from of ['EUR', 'COP', 'MXN', 'USD', 'CRC'] as const)
      for (const to of ['USD', 'EUR', 'GBP', 'CAD', 'COP', 'MXN'] as const) {
        if (from === to) continue
        expect(await latestRate(db(), from, to, '2026-11-27'), `${from}→${to}`).toBeDefined()
      }
  })

  it('never touch a table that has rates (a real site’s)', async () => {
    await db().deleteFrom('exchange_rates').execute()
    await db()
      .insertInto('exchange_rates')
      .values({
        base_currency: 'EUR',
        quote_currency: 'USD',
        rate: '1.1',
        rate_date: '2026-11-26',
        source: 'ecb',
        entered_by: null,
        created_at: now.toISOString(),
      })
      .execute()
    expect(await seedDemoExchangeRates(db(), now)).toBe(false)
    expect(await db().selectFrom('exchange_rates').select('rate').execute()).toEqual([{ rate: '1.1' }])
  })
})
