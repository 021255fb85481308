import { formatMoney } from '~/i18n/money'
import { CURRENCIES, type CurrencyCode } from './money'

/*
 * A quote's amounts as the patient reads them, on its page and in its PDF (browser and server alike).
 * The site's money format (app/i18n/money.ts: "US$120", "COP 350,000", "120 €"; whole amounts without
 * ",00"), with the decimals decided here rather than by the runtime's copy of CLDR: a currency shows
 * `displayDecimals` (money.ts: none for COP and HUF, though counted in cents), so the server's and any
 * browser's rendering agree, and an amount on its display step (every amount of a quote) prints exactly.
 * An amount off the step (never in a quote) would print rounded half away from zero, as Intl rounds.
 */
export function formatQuoteMoney(amountMinor: number, currency: CurrencyCode, locale: string): string {
  const { exponent, displayDecimals } = CURRENCIES[currency]
  return formatMoney(amountMinor / 10 ** exponent, currency, locale, displayDecimals)
}
