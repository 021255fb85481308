/*
 * Every amount a patient sees (pages, emails, toasts, API texts) goes through
 * here, so a currency always reads the same way and never ambiguously.
 *
 * Intl's "symbol" display already says "MX$", "COP" and "120 US$"; the one
 * ambiguity left is a bare "$", which English gives US dollars (and a
 * Mexican or Colombian locale its own peso). A bare "$" becomes "US$" for US
 * dollars and the ISO code for anything else:
 *   en: US$120 · MX$2,500 · COP 350,000 · €120
 *   es: 120 US$ · 2500 MXN · 350.000 COP · 120 €
 * Whole amounts drop their ",00"/".00"; others keep the currency's digits.
 */

/** Currencies without a minor unit in our payment provider's counting (Stripe's zero-decimal list). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'])

/** Unambiguous names for dollar currencies whose symbol is a bare "$" in some locale. */
const DOLLAR_NAMES: Record<string, string> = { USD: 'US$' }

/** Intl.NumberFormat is costly to create (about 0.1 ms): one per locale, currency and style, kept. */
const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, code: string, whole: boolean, display: 'symbol' | 'code', decimals: number | undefined) {
  const key = `${locale}|${code}|${whole}|${display}|${decimals}`
  let format = formats.get(key)
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency: code,
      currencyDisplay: display,
      ...(whole ? { minimumFractionDigits: 0 } : decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    }
    formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  }
  return format
}

/**
 * An amount in whole units of `currency` (e.g. 120 or 120.5), for `locale`. `decimals`: the digits a
 * fractional amount shows (default: Intl's for the currency; quotes pass their own, quotes/quote-money-format.ts).
 */
export function formatMoney(amount: number, currency: string, locale: string, decimals?: number): string {
  const code = currency.toUpperCase()
  const whole = Number.isInteger(amount)
  const parts = numberFormat(locale, code, whole, 'symbol', decimals).formatToParts(amount)
  const symbol = parts.find((part) => part.type === 'currency')
  if (symbol?.value !== '$') return parts.map((part) => part.value).join('')
  const dollar = DOLLAR_NAMES[code]
  if (dollar) return parts.map((part) => (part === symbol ? dollar : part.value)).join('')
  return numberFormat(locale, code, whole, 'code', decimals).format(amount)
}

/** An amount as stored and charged: in the currency's minor unit (cents), as the payment provider counts it. */
export function formatMinorMoney(amountMinor: number, currency: string, locale: string): string {
  return formatMoney(amountMinor / minorUnitsPerUnit(currency), currency, locale)
}

export function minorUnitsPerUnit(currency: string) {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 1 : 100
}
