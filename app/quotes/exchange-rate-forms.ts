import { z } from 'zod'
import { ruleMessage } from '~/forms/rule-messages'
import { ecbDate } from './ecb-csv'
import { CURRENCY_CODES, parseRate, type CurrencyCode } from './money'

/*
 * The console's exchange-rate forms (issue 30; docs/decisions/038), shared by
 * the page (checked as the admin types) and the server (the truth): one rate
 * entered by hand, and the ECB's CSV uploaded. Messages are catalogue keys.
 * Whether a day is still to come is the server's to say (enterExchangeRate):
 * the browser's clock proves nothing.
 */

/**
 * The largest CSV the import takes: 4 MB. The ECB's whole history (eurofxref-hist.csv,
 * every working day since 1999 for some forty currencies) is about 1.7 MB in 2026 and
 * grows by some 65 kB a year; the day's file is under 1 kB.
 */
export const MAX_ECB_CSV_BYTES = 4 * 1024 * 1024

/** The page's form posts, the file and its few fields: the body limit of its address (server/bounded-body.ts). */
export const MAX_ECB_FORM_BYTES = MAX_ECB_CSV_BYTES + 64 * 1024

/** What the file picker offers (the import decides by what the file says). */
export const ECB_CSV_ACCEPT = '.csv,text/csv'

/** A rate whose day is more than this many days before today is shown as stale (amber). */
export const STALE_AFTER_DAYS = 7

const currency = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { error: 'console.exchange_rates.errors.currency' })

/** A real day written YYYY-MM-DD (what an <input type="date"> sends). */
export function isIsoDay(text: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && ecbDate(text) === text
}

export const EnterExchangeRateSchema = z
  .object({
    /** 1 base = rate × quote: the currency the central bank quotes against (USD for the TRM, EUR for the ECB). */
    base: currency,
    quote: currency,
    /** A plain decimal with a point ("4150.25"), as parseRate reads it: no thousands separators. */
    rate: z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, { error: ruleMessage('required'), abort: true })
      .refine((text) => parseRate(text).ok, { error: 'console.exchange_rates.errors.rate' }),
    /** The day the source published it. */
    rateDate: z
      .string({ error: ruleMessage('required') })
      .trim()
      .refine(isIsoDay, { error: 'console.exchange_rates.errors.date' }),
  })
  .refine((value) => value.base !== value.quote, { path: ['quote'], message: 'console.exchange_rates.errors.same_currency' })

export type EnterExchangeRateInput = z.infer<typeof EnterExchangeRateSchema>

export const ImportEcbCsvSchema = z.object({
  file: z
    .file({ error: 'console.exchange_rates.errors.file_missing' })
    // No file chosen: the browser sends an empty part without a name.
    .refine((file) => file.name !== '' || file.size > 0, { error: 'console.exchange_rates.errors.file_missing', abort: true })
    .min(1, { error: 'console.exchange_rates.errors.file_empty' })
    .max(MAX_ECB_CSV_BYTES, { error: `console.exchange_rates.errors.file_too_large?megabytes=${MAX_ECB_CSV_BYTES / 1024 / 1024}` }),
})
