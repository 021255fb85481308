import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMinorMoney } from '~/i18n/money'
import { CURRENCIES, CURRENCY_CODES, displayStep } from './money'
import { formatQuoteMoney } from './quote-money-format'

// Intl separates a trailing symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatQuoteMoney', () => {
  it('shows Colombian pesos and forints without decimals, though counted in cents', () => {
    expect(plain(formatQuoteMoney(1_150_000_000, 'COP', 'en'))).toBe('COP 11,500,000')
    expect(plain(formatQuoteMoney(1_150_000_000, 'COP', 'es'))).toBe('11.500.000 COP')
    expect(plain(formatQuoteMoney(9_550_000, 'COP', 'es'))).toBe('95.500 COP')
    expect(plain(formatQuoteMoney(12_345_600, 'HUF', 'en'))).toBe('HUF 123,456')
    expect(plain(formatQuoteMoney(350_000, 'CLP', 'es'))).toBe('350.000 CLP')
  })

  it('shows cents where the currency has them, and none on a whole amount (as the rest of the site)', () => {
    expect(formatQuoteMoney(356_357, 'USD', 'en')).toBe('US$3,563.57')
    expect(plain(formatQuoteMoney(356_357, 'USD', 'es'))).toBe('3563,57 US$')
    expect(formatQuoteMoney(1_500_000, 'USD', 'en')).toBe('US$15,000')
    expect(formatQuoteMoney(12_050, 'EUR', 'en')).toBe('€120.50')
    expect(plain(formatQuoteMoney(9_800_050, 'CRC', 'es'))).toBe('98.000,50 CRC')
    expect(plain(formatQuoteMoney(-4_390, 'EUR', 'es'))).toBe('-43,90 €')
  })

  it('prints every amount on its display step exactly as formatMinorMoney does, in both languages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom('en', 'es'), (code, steps, locale) => {
        const amount = steps * displayStep(code)
        expect(formatQuoteMoney(amount, code, locale)).toBe(formatMinorMoney(amount, code, locale))
      }),
    )
  })

  it('prints the amount itself: its digits are the minor units on the display step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('en', 'es'), (code, steps, locale) => {
        const amount = steps * displayStep(code)
        const digits = formatQuoteMoney(amount, code, locale)
          .replace(/\D/g, '')
          .replace(/^0+(?=\d)/, '')
        const { exponent } = CURRENCIES[code]
        // A whole amount drops its decimals; any other shows every digit down to the display step.
        const shown = amount % 10 ** exponent === 0 ? amount / 10 ** exponent : amount / displayStep(code)
        expect(digits, `${code} ${amount}`).toBe(String(shown))
      }),
    )
  })
})
