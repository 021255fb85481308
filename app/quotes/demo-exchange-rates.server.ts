import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * Reference rates for the demo site (DEMO_CONTENT), so a coordinator trying
 * the quote builder on a fresh install can send a quote in any currency the
 * clinics and patients use without first being an admin on Exchange rates.
 * Example values of late November 2026, entered as Claravia's own ('manual':
 * not claimed as the ECB's), dated three days before the demo was set up (so
 * any rate entered or imported since is newer and wins, and none reads as
 * stale in its first days), written only into an empty table: a site with real
 * rates never gets these.
 */

/** 1 base = rate × quote. The ECB's usual pairs against the euro, and the dollar's for the Americas. */
const DEMO_RATES: readonly [base: string, quote: string, rate: string][] = [
  ['EUR', 'USD', '1.0512'],
  ['EUR', 'GBP', '0.8342'],
  ['EUR', 'CHF', '0.9307'],
  ['EUR', 'CAD', '1.4760'],
  ['EUR', 'MXN', '21.2940'],
  ['EUR', 'BRL', '6.1045'],
  ['USD', 'COP', '4150.25'],
  ['USD', 'CRC', '505.30'],
  ['USD', 'CLP', '947.80'],
  ['USD', 'ARS', '1012.50'],
  ['USD', 'PEN', '3.7530'],
]

/** Writes the demo rates into an empty table; true when it did. */
export async function seedDemoExchangeRates(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const any = await db.selectFrom('exchange_rates').select('id').limit(1).executeTakeFirst()
  if (any) return false
  const day = new Date(now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10)
  await db
    .insertInto('exchange_rates')
    .values(
      DEMO_RATES.map(([base, quote, rate]) => ({
        base_currency: base,
        quote_currency: quote,
        rate,
        rate_date: day,
        source: 'manual',
        entered_by: null,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  return true
}
