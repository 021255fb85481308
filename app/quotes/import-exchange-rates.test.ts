import { beforeAll, beforeEach, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { latestRate } from './exchange-rates.server'
import { importExchangeRates } from './import-exchange-rates.server'

const DAY = [
  'Date, USD, JPY, GBP, HUF, CHF, BRL, CAD, MXN, ',
  '27 November 2026, 1.0512, 162.45, 0.83138, 410.45, 0.92620, 6.0797, 1.4645, 21.2940, ',
].join('\n')

const HISTORY = [
  'Date,USD,JPY,CYP,GBP,',
  '2026-11-27,1.0512,162.45,N/A,0.83138,',
  '2026-11-26,1.0498,161.90,N/A,0.83210,',
  '2026-11-25,1.0475,161.33,N/A,0.83302,',
  '2007-12-31,1.4721,163.55,0.585274,0.73335,',
].join('\n')

const now = new Date('2026-11-27T17:00:00Z')

async function storedRates(db: Kysely<Database>) {
  return db
    .selectFrom('exchange_rates')
    .select(['base_currency', 'quote_currency', 'rate', 'rate_date', 'source', 'entered_by'])
    .orderBy('rate_date')
    .orderBy('quote_currency')
    .execute()
}

async function importAudits(db: Kysely<Database>) {
  const rows = await db.selectFrom('audit_log').selectAll().where('action', '=', 'exchange_rates.import').orderBy('id').execute()
  return rows.map((row) => ({ ...row, before: row.before && JSON.parse(row.before), after: row.after && JSON.parse(row.after) }))
}

describeEachDatabase('importing the ECB’s reference rates', (getDb) => {
  let adminId: number

  beforeAll(async () => {
    ;[adminId] = (await insertTestUsers(getDb())) as [number]
  })

  beforeEach(async () => {
    await getDb().deleteFrom('exchange_rates').execute()
    await getDb().deleteFrom('audit_log').where('action', '=', 'exchange_rates.import').execute()
  })

  it('stores the day’s rates of the currencies the site knows, by whom, audited', async () => {
    const db = getDb()
    const result = await importExchangeRates(db, DAY, { now, actorId: adminId })
    expect(result).toEqual({
      ok: true,
      inserted: 7,
      updated: 0,
      unchanged: 0,
      firstDate: '2026-11-27',
      lastDate: '2026-11-27',
      currencies: ['BRL', 'CAD', 'CHF', 'GBP', 'HUF', 'MXN', 'USD'],
      ignored: ['JPY'],
    })
    const rows = await storedRates(db)
    expect(rows).toHaveLength(7)
    expect(rows.find((row) => row.quote_currency === 'USD')).toEqual({
      base_currency: 'EUR',
      quote_currency: 'USD',
      rate: '1.0512',
      rate_date: '2026-11-27',
      source: 'ecb',
      entered_by: adminId,
    })
    expect(rows.find((row) => row.quote_currency === 'MXN')?.rate).toBe('21.294')

    const [audit, ...more] = await importAudits(db)
    expect(more).toEqual([])
    expect(audit).toMatchObject({
      actor_user_id: adminId,
      actor_email: expect.stringContaining('@example.com'),
      entity_type: 'exchange_rates',
      entity_id: 'ecb 2026-11-27',
      before: null,
      after: { source: 'ecb', firstDate: '2026-11-27', lastDate: '2026-11-27', inserted: 7, updated: 0, unchanged: 0 },
    })
    expect(await latestRate(db, 'USD', 'GBP', '2026-11-27')).toMatchObject({ rate: '0.790886605784', via: ['EUR'] })
  })

  it('the same file again changes nothing; a corrected rate replaces the stored one, before and after in the audit', async () => {
    const db = getDb()
    await importExchangeRates(db, DAY, { now, actorId: adminId })
    expect(await importExchangeRates(db, DAY, { now, actorId: adminId })).toMatchObject({ ok: true, inserted: 0, updated: 0, unchanged: 7 })

    // A manual rate typed for the same day gives way to the ECB's figure.
    await db.updateTable('exchange_rates').set({ rate: '1.05', source: 'manual' }).where('quote_currency', '=', 'USD').execute()
    const later = new Date('2026-11-28T08:00:00Z')
    expect(await importExchangeRates(db, DAY, { now: later, actorId: null })).toMatchObject({ ok: true, inserted: 0, updated: 1, unchanged: 6 })
    const usd = await db.selectFrom('exchange_rates').selectAll().where('quote_currency', '=', 'USD').executeTakeFirstOrThrow()
    expect(usd).toMatchObject({ rate: '1.0512', source: 'ecb', entered_by: null })
    expect(new Date(usd.created_at).toISOString()).toBe(later.toISOString())

    const audits = await importAudits(db)
    expect(audits).toHaveLength(3)
    expect(audits[2]).toMatchObject({
      actor_user_id: null,
      actor_email: null,
      before: { rates: [{ pair: 'EUR/USD', rateDate: '2026-11-27', rate: '1.05', source: 'manual' }] },
      after: { updated: 1, unchanged: 6, rates: [{ pair: 'EUR/USD', rateDate: '2026-11-27', rate: '1.0512', source: 'ecb' }] },
    })
  })

  it('reads the whole history, each day as published, skipping what was not quoted', async () => {
    const db = getDb()
    const result = await importExchangeRates(db, HISTORY, { now, actorId: adminId })
    expect(result).toMatchObject({
      ok: true,
      inserted: 8,
      firstDate: '2007-12-31',
      lastDate: '2026-11-27',
      currencies: ['GBP', 'USD'],
      ignored: ['CYP', 'JPY'],
    })
    expect(await latestRate(db, 'EUR', 'USD', '2026-11-26')).toMatchObject({ rate: '1.0498', rateDate: '2026-11-26' })
    expect(await latestRate(db, 'EUR', 'USD', '2025-01-01')).toMatchObject({ rate: '1.4721', rateDate: '2007-12-31' })
    expect((await importAudits(db))[0]).toMatchObject({ entity_id: 'ecb 2007-12-31..2026-11-27' })
  })

  it('refuses a malformed file whole, writing nothing', async () => {
    const db = getDb()
    const broken = HISTORY.replace('2026-11-26,1.0498', '2026-11-26,1,0498')
    expect(await importExchangeRates(db, broken, { now, actorId: adminId })).toEqual({
      ok: false,
      problem: { code: 'columns', line: 3, message: 'Line 3 has 6 values where the header has 5 columns.' },
    })
    const wrongValue = HISTORY.replace('2026-11-25,1.0475', '2026-11-25,-1.0475')
    expect(await importExchangeRates(db, wrongValue, { now, actorId: adminId })).toMatchObject({ ok: false, problem: { code: 'rate', line: 4 } })
    expect(await storedRates(db)).toEqual([])
    expect(await importAudits(db)).toEqual([])
  })

  it('refuses rates for a day still to come', async () => {
    const db = getDb()
    const early = new Date('2026-11-25T12:00:00Z')
    expect(await importExchangeRates(db, DAY, { now: early, actorId: adminId })).toMatchObject({ ok: false, problem: { code: 'future_date' } })
    expect(await storedRates(db)).toEqual([])
  })

  it('a file with no rate the site uses stores nothing and says so', async () => {
    const db = getDb()
    const result = await importExchangeRates(db, 'Date, JPY, ZAR\n27 November 2026, 162.45, 18.9345', { now, actorId: adminId })
    expect(result).toEqual({ ok: true, inserted: 0, updated: 0, unchanged: 0, currencies: [], ignored: ['JPY', 'ZAR'] })
    expect(await importAudits(db)).toEqual([])
  })
})
