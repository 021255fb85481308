import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import { recordAudit } from '~/staff/audit.server'
import { isIsoDay } from './exchange-rate-forms'
import { isCurrencyCode, parseRate, rateText, type CurrencyCode } from './money'

/*
 * An admin enters one reference rate by hand (issue 30; docs/decisions/038):
 * the rates the ECB does not publish (COP, CRC, CLP, ARS, PEN), typed as the
 * central bank publishes them, usually against the US dollar (the Banco de la
 * República's TRM: 1 USD = 4150.25 COP). Stored as the exact decimal in its
 * shortest form, source 'manual', signed by the admin. The same pair and day
 * entered again replaces the value (the audit entry keeps it before and
 * after); quotes already sent keep the rate they were sent with.
 */

export interface EnterExchangeRateRequest {
  base: string
  quote: string
  /** A plain decimal with a point ("4150.25"). */
  rate: string
  /** YYYY-MM-DD: the day the source published it. */
  rateDate: string
}

export interface EnteredExchangeRate {
  base: CurrencyCode
  quote: CurrencyCode
  /** In its shortest form ("4150.25" for "4150.2500"). */
  rate: string
  rateDate: string
  /** What the same pair and day held before, when this replaced it. */
  replaced: { rate: string; source: string } | null
}

/**
 * The last day that has begun somewhere on Earth (UTC+14): a later one is still to come everywhere,
 * so no source can have published its rate. Any earlier day may be today for the admin, wherever they are.
 */
export function latestDayBegun(now: Date) {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export async function enterExchangeRate(context: ActionContext, input: EnterExchangeRateRequest): Promise<Outcome<{ entered: EnteredExchangeRate }>> {
  const caller = staffCaller(context, 'exchange_rates.manage')
  const { base, quote } = input
  if (!isCurrencyCode(base)) return refuse('exchange_rate_currency', { field: 'base' })
  if (!isCurrencyCode(quote)) return refuse('exchange_rate_currency', { field: 'quote' })
  if (base === quote) return refuse('exchange_rate_same_currency', { field: 'quote' })
  const parsed = parseRate(input.rate.trim())
  if (!parsed.ok) return refuse('exchange_rate_invalid', { field: 'rate' })
  const rateDate = input.rateDate.trim()
  if (!isIsoDay(rateDate)) return refuse('exchange_rate_date_invalid', { field: 'rateDate' })
  if (rateDate > latestDayBegun(context.now)) return refuse('exchange_rate_date_future', { field: 'rateDate' })
  const rate = rateText(parsed.rate)

  try {
    return await transactionWithRetry(context.db, async (trx) => {
      const before = await trx
        .selectFrom('exchange_rates')
        .select(['rate', 'source'])
        .where('base_currency', '=', base)
        .where('quote_currency', '=', quote)
        .where('rate_date', '=', rateDate)
        .executeTakeFirst()
      const row = { rate, source: 'manual', entered_by: caller.member.id, created_at: context.now.toISOString() }
      // Upserted: another admin may have entered the same pair and day a moment ago.
      await trx
        .insertInto('exchange_rates')
        .values({ base_currency: base, quote_currency: quote, rate_date: rateDate, ...row })
        .onConflict((conflict) => conflict.columns(['base_currency', 'quote_currency', 'rate_date']).doUpdateSet(row))
        .execute()
      await recordAudit(trx, context, {
        action: 'exchange_rates.enter',
        entityType: 'exchange_rates',
        entityId: `${base}/${quote} ${rateDate}`,
        ...(before ? { before: { pair: `${base}/${quote}`, rateDate, rate: before.rate, source: before.source } } : {}),
        after: { pair: `${base}/${quote}`, rateDate, rate, source: 'manual' },
      })
      const replaced = before ? { rate: before.rate, source: before.source } : null
      return { ok: true as const, entered: { base, quote, rate, rateDate, replaced } }
    })
  } catch (error) {
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
}
