import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import { transactionWithRetry } from '~/db/transaction.server'
import { recordAudit } from '~/staff/audit.server'
import { parseEcbCsv, type EcbCsvProblem, type EcbRate } from './ecb-csv'
import { EURO, isCurrencyCode, type CurrencyCode } from './money'

/*
 * An admin imports the ECB's reference rates (issue 30; docs/decisions/038):
 * the day's eurofxref.csv or the whole eurofxref-hist.csv. A plain function
 * for now, without its permission: the console route and /v1 handler that
 * will call it check `exchange_rates.manage` at the door and pass the admin's
 * id (the permission row comes with that route, as server/permissions.test.ts
 * refuses a permission no route asks for).
 *
 * Only currencies the site knows are kept (the ECB publishes some thirty).
 * A rate already stored for that pair and day is left alone when equal and
 * replaced when not (the ECB's figure is the reference, even over a manual
 * one); either way, quotes already sent keep the rate they were sent with.
 * All or nothing, audited in the same transaction.
 */

export type ImportExchangeRatesProblem = EcbCsvProblem | { code: 'future_date'; line: null; message: string }

export type ImportExchangeRatesResult =
  | {
      ok: true
      inserted: number
      updated: number
      unchanged: number
      /** The publication days the file covered (undefined when it held no rate the site uses). */
      firstDate?: string
      lastDate?: string
      /** The site's currencies the file had rates for. */
      currencies: CurrencyCode[]
      /** Currencies in the file the site does not know, skipped. */
      ignored: string[]
    }
  | { ok: false; problem: ImportExchangeRatesProblem }

/** Rows inserted per statement: within SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500
/** Changed rates the audit entry lists one by one (the counts cover the rest). */
const AUDITED_CHANGES = 50

function nextDay(now: Date) {
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export async function importExchangeRates(
  db: Kysely<Database>,
  csv: string,
  {
    now,
    actorId,
    request,
  }: {
    now: Date
    /** The admin importing (the route's caller); null for the system. */
    actorId: number | null
    /** The request it came with (its id and address go into the audit entry); none for a script. */
    request?: Pick<ActionContext, 'ip' | 'requestId'>
  },
): Promise<ImportExchangeRatesResult> {
  const parsed = parseEcbCsv(csv)
  if (!parsed.ok) return parsed
  const known = parsed.rates.filter((row): row is EcbRate & { quote: CurrencyCode } => isCurrencyCode(row.quote) && row.quote !== EURO)
  const ignored = [...new Set(parsed.rates.map((row) => row.quote).filter((quote) => !isCurrencyCode(quote)))].sort()
  const currencies = [...new Set(known.map((row) => row.quote))].sort()
  const dates = known.map((row) => row.rateDate).sort()
  const [firstDate, lastDate] = [dates[0], dates.at(-1)]
  // A day the ECB cannot have published yet (anywhere on Earth) says the file or the clock is wrong.
  if (lastDate && lastDate > nextDay(now))
    return { ok: false, problem: { code: 'future_date', line: null, message: `The file has rates for ${lastDate}, a day still to come.` } }
  if (!firstDate || !lastDate) return { ok: true, inserted: 0, updated: 0, unchanged: 0, currencies, ignored }

  return transactionWithRetry(db, async (trx) => {
    const stored = await trx
      .selectFrom('exchange_rates')
      .select(['id', 'quote_currency', 'rate_date', 'rate', 'source'])
      .where('base_currency', '=', EURO)
      .where('quote_currency', 'in', currencies)
      .where('rate_date', '>=', firstDate)
      .where('rate_date', '<=', lastDate)
      .execute()
    const byKey = new Map(stored.map((row) => [`${row.quote_currency}|${row.rate_date}`, row]))

    const createdAt = now.toISOString()
    const fresh: EcbRate[] = []
    const changes: { quote: string; rateDate: string; before: { rate: string; source: string }; after: string; id: number }[] = []
    let unchanged = 0
    for (const row of known) {
      const existing = byKey.get(`${row.quote}|${row.rateDate}`)
      if (!existing) fresh.push(row)
      else if (existing.rate === row.rate) unchanged += 1
      else
        changes.push({
          quote: row.quote,
          rateDate: row.rateDate,
          before: { rate: existing.rate, source: existing.source },
          after: row.rate,
          id: existing.id,
        })
    }

    for (let start = 0; start < fresh.length; start += BATCH) {
      const values = fresh.slice(start, start + BATCH).map((row) => ({
        base_currency: row.base,
        quote_currency: row.quote,
        rate: row.rate,
        rate_date: row.rateDate,
        source: 'ecb',
        entered_by: actorId,
        created_at: createdAt,
      }))
      // Upserted: an import running at the same time may have written the same day a moment ago.
      await trx
        .insertInto('exchange_rates')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['base_currency', 'quote_currency', 'rate_date']).doUpdateSet((eb) => ({
            rate: eb.ref('excluded.rate'),
            source: eb.ref('excluded.source'),
            entered_by: eb.ref('excluded.entered_by'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute()
    }
    for (const change of changes)
      await trx
        .updateTable('exchange_rates')
        .set({ rate: change.after, source: 'ecb', entered_by: actorId, created_at: createdAt })
        .where('id', '=', change.id)
        .execute()

    const actor = actorId === null ? undefined : await trx.selectFrom('users').select(['id', 'email']).where('id', '=', actorId).executeTakeFirst()
    const context: ActionContext = { db: trx, ip: request?.ip ?? '', requestId: request?.requestId, locale: 'en', session: null, staff: null, now }
    await recordAudit(trx, context, {
      action: 'exchange_rates.import',
      entityType: 'exchange_rates',
      entityId: firstDate === lastDate ? `ecb ${firstDate}` : `ecb ${firstDate}..${lastDate}`,
      ...(changes.length > 0
        ? {
            before: {
              rates: changes.slice(0, AUDITED_CHANGES).map(({ quote, rateDate, before }) => ({ pair: `EUR/${quote}`, rateDate, ...before })),
            },
          }
        : {}),
      after: {
        source: 'ecb',
        firstDate,
        lastDate,
        currencies,
        inserted: fresh.length,
        updated: changes.length,
        unchanged,
        ...(changes.length > 0
          ? {
              rates: changes
                .slice(0, AUDITED_CHANGES)
                .map(({ quote, rateDate, after }) => ({ pair: `EUR/${quote}`, rateDate, rate: after, source: 'ecb' })),
            }
          : {}),
      },
      ...(actor ? { actor } : {}),
    })
    return { ok: true as const, inserted: fresh.length, updated: changes.length, unchanged, firstDate, lastDate, currencies, ignored }
  })
}
