import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { EURO, deriveRate, rateFrom, rateText, type CurrencyCode } from './money'

/*
 * Reading the exchange-rate table (migration 0023; docs/decisions/038). Rates
 * are stored as published: the ECB's are euro-based (1 EUR = 1.0512 USD), and
 * the Latin American central banks publish theirs against the US dollar (the
 * Banco de la República's TRM: 1 USD = 4,150.25 COP), which is how an admin
 * will usually type a manual one. So a pair is found, for a day:
 *
 *   1. stored as asked (EUR→USD for EUR→USD), or the other way round and
 *      inverted (EUR→USD for USD→EUR): a pair's newest rate either way,
 *      the one stored as asked on the same day;
 *   2. else across the euro (A→EUR, EUR→B: how the ECB's rates combine);
 *   3. else across the US dollar (A→USD, USD→B: a TRM with an ECB rate);
 *   4. else across both (MXN→EUR→USD→COP: ECB rates, then a TRM).
 *
 * Among these the newest wins (a cross is as old as its oldest leg), so a
 * months-old manual rate never beats one derived from today's; on the same
 * day, the order above decides. A derived rate (an inverse, a cross) is
 * computed exactly from the stored ones and rounded once to 12 significant
 * digits (deriveRate).
 */

/** The currencies a cross rate may go through, in order of preference. */
export const PIVOTS: readonly CurrencyCode[] = [EURO, 'USD']

export interface FoundRate {
  /** An exact decimal: units of `to` per unit of `from` ("4321.55"); what a quote freezes. */
  rate: string
  /** YYYY-MM-DD: when the source published it (a cross: its oldest leg's). */
  rateDate: string
  /** 'ecb', 'manual', or its legs' ('ecb+manual'); 'same' for a currency to itself. */
  source: string
  /** How it was found: as stored, the stored pair inverted, or across pivot currencies (`via`). */
  derivation: 'same' | 'direct' | 'inverse' | 'cross'
  via?: CurrencyCode[]
}

interface StoredRate {
  rate: string
  rateDate: string
  source: string
}

interface Step extends StoredRate {
  inverted: boolean
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The newest rate on or before the day of every stored pair between these currencies, in one
 * query (the unique index on base, quote and date answers each pair's max).
 */
async function newestRates(db: Kysely<Database>, currencies: CurrencyCode[], onOrBefore: string) {
  const rows = await db
    .selectFrom('exchange_rates as e')
    .select(['e.base_currency', 'e.quote_currency', 'e.rate', 'e.rate_date', 'e.source'])
    .where('e.base_currency', 'in', currencies)
    .where('e.quote_currency', 'in', currencies)
    .where('e.rate_date', '=', (eb) =>
      eb
        .selectFrom('exchange_rates as n')
        .select((inner) => inner.fn.max('n.rate_date').as('newest'))
        .whereRef('n.base_currency', '=', 'e.base_currency')
        .whereRef('n.quote_currency', '=', 'e.quote_currency')
        .where('n.rate_date', '<=', onOrBefore),
    )
    .execute()
  return new Map<string, StoredRate>(
    rows.map((row) => [`${row.base_currency}>${row.quote_currency}`, { rate: row.rate, rateDate: row.rate_date, source: row.source }]),
  )
}

/**
 * The rate to convert `from` into `to` on a day (YYYY-MM-DD): the newest published on or before it,
 * found as the comment above says; undefined when there is none (a quote cannot be sent in `to` then).
 */
export async function latestRate(db: Kysely<Database>, from: CurrencyCode, to: CurrencyCode, onOrBefore: string): Promise<FoundRate | undefined> {
  if (!DAY.test(onOrBefore)) throw new RangeError(`Not a day (YYYY-MM-DD): ${onOrBefore}`)
  if (from === to) return { rate: '1', rateDate: onOrBefore, source: 'same', derivation: 'same' }

  const pivots = PIVOTS.filter((pivot) => pivot !== from && pivot !== to)
  const stored = await newestRates(db, [from, to, ...pivots], onOrBefore)
  /** a→b as stored, or b→a inverted: the newer, the one as stored on the same day. */
  const step = (a: CurrencyCode, b: CurrencyCode): Step | undefined => {
    const direct = stored.get(`${a}>${b}`)
    const inverse = stored.get(`${b}>${a}`)
    if (direct && (!inverse || direct.rateDate >= inverse.rateDate)) return { ...direct, inverted: false }
    return inverse && { ...inverse, inverted: true }
  }

  // Every way through the pivots, in order of preference: none, one, then both (each order).
  const routes: CurrencyCode[][] = [
    [],
    ...pivots.map((pivot) => [pivot]),
    ...pivots.flatMap((first) => pivots.filter((p) => p !== first).map((second) => [first, second])),
  ]
  let best: { via: CurrencyCode[]; steps: Step[]; rateDate: string } | undefined
  for (const via of routes) {
    const path = [from, ...via, to]
    const steps = path.slice(1).map((currency, index) => step(path[index]!, currency))
    if (!steps.every((found): found is Step => found !== undefined)) continue
    const rateDate = steps.map((found) => found.rateDate).reduce((oldest, date) => (date < oldest ? date : oldest))
    if (!best || rateDate > best.rateDate) best = { via, steps, rateDate }
  }
  if (!best) return undefined

  const { via, steps, rateDate } = best
  return {
    rate: rateText(deriveRate(steps.map((found) => ({ rate: rateFrom(found.rate), inverted: found.inverted })))),
    rateDate,
    source: [...new Set(steps.map((found) => found.source))].sort().join('+'),
    derivation: via.length > 0 ? 'cross' : steps[0]!.inverted ? 'inverse' : 'direct',
    ...(via.length > 0 ? { via } : {}),
  }
}
