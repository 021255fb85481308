import type { Kysely } from 'kysely'
import { beforeEach, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import type { Database } from '~/db/schema'
import { signedInStaffContext, staffActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { enterExchangeRate, latestDayBegun } from './enter-exchange-rate.server'
import { EnterExchangeRateSchema } from './exchange-rate-forms'
import { latestRate } from './exchange-rates.server'

/*
 * An admin enters one reference rate by hand (issue 30): stored exact, source 'manual', signed by
 * them, audited; the same pair and day again replaces it (before and after audited); a bad rate,
 * the same currency twice, a day still to come or a currency the site does not know write nothing.
 */

const now = new Date('2026-11-27T17:00:00Z')

async function rows(db: Kysely<Database>) {
  return db
    .selectFrom('exchange_rates')
    .select(['base_currency', 'quote_currency', 'rate', 'rate_date', 'source', 'entered_by'])
    .orderBy('id')
    .execute()
}

async function audits(db: Kysely<Database>) {
  const found = await db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'action', 'entity_type', 'entity_id', 'before', 'after', 'request_id'])
    .where('action', '=', 'exchange_rates.enter')
    .orderBy('id')
    .execute()
  return found.map((row) => ({ ...row, before: row.before && JSON.parse(row.before), after: row.after && JSON.parse(row.after) }))
}

describeEachDatabase('entering an exchange rate by hand', (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom('exchange_rates').execute()
    await getDb().deleteFrom('audit_log').where('action', '=', 'exchange_rates.enter').execute()
  })

  it('stores the exact rate in its shortest form, manual, signed by the admin, audited; a quote finds it', async () => {
    const db = getDb()
    const context = await signedInStaffContext(db, 'admin', { now, requestId: 'req-enter-1' })
    const outcome = await enterExchangeRate(context, { base: 'USD', quote: 'COP', rate: ' 4150.2500 ', rateDate: '2026-11-27' })
    expect(outcome).toEqual({ ok: true, entered: { base: 'USD', quote: 'COP', rate: '4150.25', rateDate: '2026-11-27', replaced: null } })
    expect(await rows(db)).toEqual([
      {
        base_currency: 'USD',
        quote_currency: 'COP',
        rate: '4150.25',
        rate_date: '2026-11-27',
        source: 'manual',
        entered_by: context.session.user.id,
      },
    ])
    expect(await audits(db)).toEqual([
      {
        actor_user_id: context.session.user.id,
        action: 'exchange_rates.enter',
        entity_type: 'exchange_rates',
        entity_id: 'USD/COP 2026-11-27',
        before: null,
        after: { pair: 'USD/COP', rateDate: '2026-11-27', rate: '4150.25', source: 'manual' },
        request_id: 'req-enter-1',
      },
    ])
    expect(await latestRate(db, 'COP', 'USD', '2026-11-30')).toMatchObject({ rateDate: '2026-11-27', source: 'manual', derivation: 'inverse' })
  })

  it('the same pair and day again replaces the value (even the ECB’s), audited with before and after; another day adds one', async () => {
    const db = getDb()
    const context = await signedInStaffContext(db, 'admin', { now })
    await db
      .insertInto('exchange_rates')
      .values({
        base_currency: 'EUR',
        quote_currency: 'USD',
        rate: '1.0512',
        rate_date: '2026-11-26',
        source: 'ecb',
        entered_by: null,
        created_at: now.toISOString(),
      })
      .execute()
    const outcome = await enterExchangeRate(context, { base: 'EUR', quote: 'USD', rate: '1.05', rateDate: '2026-11-26' })
    expect(outcome).toMatchObject({ ok: true, entered: { rate: '1.05', replaced: { rate: '1.0512', source: 'ecb' } } })
    await enterExchangeRate(context, { base: 'EUR', quote: 'USD', rate: '1.06', rateDate: '2026-11-26' })
    await enterExchangeRate(context, { base: 'EUR', quote: 'USD', rate: '1.07', rateDate: '2026-11-27' })
    expect(await rows(db)).toEqual([
      { base_currency: 'EUR', quote_currency: 'USD', rate: '1.06', rate_date: '2026-11-26', source: 'manual', entered_by: context.session.user.id },
      { base_currency: 'EUR', quote_currency: 'USD', rate: '1.07', rate_date: '2026-11-27', source: 'manual', entered_by: context.session.user.id },
    ])
    const trail = await audits(db)
    expect(trail.map((entry) => [entry.entity_id, entry.before, entry.after])).toEqual([
      [
        'EUR/USD 2026-11-26',
        { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.0512', source: 'ecb' },
        { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.05', source: 'manual' },
      ],
      [
        'EUR/USD 2026-11-26',
        { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.05', source: 'manual' },
        { pair: 'EUR/USD', rateDate: '2026-11-26', rate: '1.06', source: 'manual' },
      ],
      ['EUR/USD 2026-11-27', null, { pair: 'EUR/USD', rateDate: '2026-11-27', rate: '1.07', source: 'manual' }],
    ])
  })

  it('refuses, naming the field and writing nothing: a bad rate, the same currency, a day still to come, an unknown currency, a malformed day', async () => {
    const db = getDb()
    const context = await signedInStaffContext(db, 'admin', { now })
    const good = { base: 'USD', quote: 'COP', rate: '4150.25', rateDate: '2026-11-27' }
    const cases: [Partial<typeof good>, string, string][] = [
      [{ rate: '4.150,25' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '4150,25' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '0' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '-1' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '1e3' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '' }, 'exchange_rate_invalid', 'rate'],
      [{ rate: '1234567890123.5' }, 'exchange_rate_invalid', 'rate'],
      [{ quote: 'USD' }, 'exchange_rate_same_currency', 'quote'],
      [{ base: 'JPY' }, 'exchange_rate_currency', 'base'],
      [{ quote: 'cop' }, 'exchange_rate_currency', 'quote'],
      [{ rateDate: '2026-02-30' }, 'exchange_rate_date_invalid', 'rateDate'],
      [{ rateDate: '27/11/2026' }, 'exchange_rate_date_invalid', 'rateDate'],
      // 17:00 UTC on the 27th: the 28th has begun in Kiribati (UTC+14), the 29th nowhere.
      [{ rateDate: '2026-11-29' }, 'exchange_rate_date_future', 'rateDate'],
      [{ rateDate: '2027-01-01' }, 'exchange_rate_date_future', 'rateDate'],
    ]
    for (const [change, code, field] of cases) {
      expect(await enterExchangeRate(context, { ...good, ...change }), JSON.stringify(change)).toEqual({ ok: false, code, field })
    }
    expect(await rows(db)).toEqual([])
    expect(await audits(db)).toEqual([])
    expect(await enterExchangeRate(context, { ...good, rateDate: '2026-11-28' })).toMatchObject({ ok: true })
  })

  it('checks its permission itself: a coordinator, or no staff caller at all, changes nothing', async () => {
    const db = getDb()
    const input = { base: 'USD', quote: 'COP', rate: '4150.25', rateDate: '2026-11-27' }
    await expect(enterExchangeRate(staffActionContext(db, 'coordinator', { now }), input)).rejects.toBeInstanceOf(PermissionDenied)
    await expect(enterExchangeRate({ ...staffActionContext(db, 'admin', { now }), staff: null }, input)).rejects.toBeInstanceOf(PermissionDenied)
    expect(await rows(db)).toEqual([])
  })
})

it('the last day begun anywhere on Earth is UTC+14’s', () => {
  expect(latestDayBegun(new Date('2026-11-27T09:59:59Z'))).toBe('2026-11-27')
  expect(latestDayBegun(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28')
  expect(latestDayBegun(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
})

it('the form’s schema says the same as the verb, as catalogue keys, before anything is sent', () => {
  const parse = (fields: Record<string, string>) => EnterExchangeRateSchema.safeParse(fields)
  const messages = (fields: Record<string, string>) => {
    const result = parse(fields)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }
  expect(parse({ base: 'USD', quote: 'COP', rate: ' 4150.25 ', rateDate: '2026-11-27' })).toMatchObject({
    success: true,
    data: { rate: '4150.25' },
  })
  expect(messages({ base: 'USD', quote: 'COP', rate: '4150,25', rateDate: '2026-11-27' })).toEqual({ rate: 'console.exchange_rates.errors.rate' })
  expect(messages({ base: 'USD', quote: 'USD', rate: '1', rateDate: '2026-11-27' })).toEqual({ quote: 'console.exchange_rates.errors.same_currency' })
  expect(messages({ base: 'XXX', quote: 'COP', rate: '1', rateDate: '2026-11-27' })).toEqual({ base: 'console.exchange_rates.errors.currency' })
  expect(messages({ base: 'USD', quote: 'COP', rate: '1', rateDate: '2026-13-01' })).toEqual({ rateDate: 'console.exchange_rates.errors.date' })
})
