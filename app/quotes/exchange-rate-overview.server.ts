import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { latestRate, type FoundRate } from './exchange-rates.server'
import { STALE_AFTER_DAYS } from './exchange-rate-forms'
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from './money'

/*
 * What the console's Exchange rates page shows an admin preparing quotes
 * (issue 30): the newest stored rate of every pair, and, for each currency
 * clinics charge in (the destinations' currencies), the rate a quote sent
 * today would use into each currency a patient may choose, found exactly as
 * the quote will find it (latestRate). A pair with no rate is one no quote
 * can be sent in; a rate more than STALE_AFTER_DAYS old is marked stale.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `rateDate` to `today` (both YYYY-MM-DD). */
export function daysOld(rateDate: string, today: string) {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${rateDate}T00:00:00Z`)) / DAY_MS)
}

export const isStale = (rateDate: string, today: string) => daysOld(rateDate, today) > STALE_AFTER_DAYS

export interface StoredRateView {
  base: string
  quote: string
  rate: string
  rateDate: string
  /** 'ecb' or 'manual'. */
  source: string
  /** The admin who entered or imported it (their name, else their email); null for the system or a removed account. */
  enteredBy: string | null
  /** When this value was written, ISO. */
  enteredAt: string
  stale: boolean
}

export interface QuoteRateView extends FoundRate {
  stale: boolean
}

export interface ClinicCurrencyView {
  currency: CurrencyCode
  /** The destinations priced in it, in the reader's language. */
  destinations: string[]
  /** Per currency a patient may choose (all but this one), in CURRENCY_CODES order: the rate, or null (none). */
  rates: { patient: CurrencyCode; rate: QuoteRateView | null }[]
}

export interface ExchangeRateOverview {
  today: string
  stored: StoredRateView[]
  clinicCurrencies: ClinicCurrencyView[]
}

/** The newest rate of every stored pair, as stored (one query: the unique index answers each pair's max). */
async function newestStoredRates(db: Kysely<Database>, today: string): Promise<StoredRateView[]> {
  const rows = await db
    .selectFrom('exchange_rates as e')
    .leftJoin('users as u', 'u.id', 'e.entered_by')
    .select(['e.base_currency', 'e.quote_currency', 'e.rate', 'e.rate_date', 'e.source', 'e.created_at', 'u.name', 'u.email'])
    .where('e.rate_date', '=', (eb) =>
      eb
        .selectFrom('exchange_rates as n')
        .select((inner) => inner.fn.max('n.rate_date').as('newest'))
        .whereRef('n.base_currency', '=', 'e.base_currency')
        .whereRef('n.quote_currency', '=', 'e.quote_currency'),
    )
    .orderBy('e.base_currency')
    .orderBy('e.quote_currency')
    .execute()
  return rows.map((row) => ({
    base: row.base_currency,
    quote: row.quote_currency,
    rate: row.rate,
    rateDate: row.rate_date,
    source: row.source,
    enteredBy: row.name || row.email || null,
    enteredAt: toDate(row.created_at).toISOString(),
    stale: isStale(row.rate_date, today),
  }))
}

/** The currencies clinics charge in (every destination's), with the destinations of each, in CURRENCY_CODES order. */
async function clinicCurrencies(db: Kysely<Database>, locale: Locale) {
  const rows = await db
    .selectFrom('destinations as d')
    .innerJoin('destinations_translations as t', (join) => join.onRef('t.owner_id', '=', 'd.id').on('t.locale', '=', locale))
    .select(['d.currency', 't.name'])
    .orderBy('d.position')
    .orderBy('d.id')
    .execute()
  const byCurrency = new Map<CurrencyCode, string[]>()
  for (const row of rows) {
    if (!isCurrencyCode(row.currency)) continue
    byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row.name])
  }
  return CURRENCY_CODES.filter((code) => byCurrency.has(code)).map((currency) => ({ currency, destinations: byCurrency.get(currency)! }))
}

/** The page's figures, for `today` (YYYY-MM-DD): what a quote sent that day would use. */
export async function exchangeRateOverview(
  db: Kysely<Database>,
  { today, locale }: { today: string; locale: Locale },
): Promise<ExchangeRateOverview> {
  const [stored, currencies] = await Promise.all([newestStoredRates(db, today), clinicCurrencies(db, locale)])
  const clinics: ClinicCurrencyView[] = []
  for (const { currency, destinations } of currencies) {
    const rates: ClinicCurrencyView['rates'] = []
    for (const patient of CURRENCY_CODES) {
      if (patient === currency) continue
      const found = await latestRate(db, currency, patient, today)
      rates.push({ patient, rate: found ? { ...found, stale: isStale(found.rateDate, today) } : null })
    }
    clinics.push({ currency, destinations, rates })
  }
  return { today, stored, clinicCurrencies: clinics }
}
