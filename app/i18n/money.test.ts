import { describe, expect, it } from 'vitest'
import { formatMinorMoney, formatMoney } from './money'

// Intl separates a trailing symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('never shows a bare "$": US dollars read US$ in English and Spanish', () => {
    expect(formatMoney(120, 'USD', 'en')).toBe('US$120')
    expect(formatMoney(1500, 'USD', 'en')).toBe('US$1,500')
    expect(plain(formatMoney(120, 'USD', 'es'))).toBe('120 US$')
    expect(plain(formatMoney(15000, 'USD', 'es'))).toBe('15.000 US$')
  })

  it('pesos are told apart from dollars', () => {
    expect(formatMoney(2500, 'MXN', 'en')).toBe('MX$2,500')
    expect(plain(formatMoney(2500, 'MXN', 'es'))).toBe('2500 MXN')
    expect(plain(formatMoney(350000, 'COP', 'en'))).toBe('COP 350,000')
    expect(plain(formatMoney(350000, 'COP', 'es'))).toBe('350.000 COP')
    // Locales whose own peso is "$" get the code instead.
    expect(plain(formatMoney(2500, 'MXN', 'es-MX'))).toBe('MXN 2,500')
    expect(plain(formatMoney(350000, 'COP', 'es-CO'))).toBe('COP 350.000')
    expect(plain(formatMoney(120, 'USD', 'es-CO'))).toBe('US$ 120')
  })

  it('other currencies keep their own symbol', () => {
    expect(formatMoney(120, 'EUR', 'en')).toBe('€120')
    expect(plain(formatMoney(120, 'EUR', 'es'))).toBe('120 €')
  })

  it('whole amounts have no decimals; others keep the currency’s digits', () => {
    expect(formatMoney(120.5, 'USD', 'en')).toBe('US$120.50')
    expect(plain(formatMoney(60.25, 'USD', 'es'))).toBe('60,25 US$')
    expect(plain(formatMoney(0, 'USD', 'es'))).toBe('0 US$')
  })

  it('accepts a currency code in lower case', () => {
    expect(formatMoney(120, 'usd', 'en')).toBe('US$120')
  })
})

describe('formatMinorMoney', () => {
  it('reads cents as the payment provider counts them', () => {
    expect(formatMinorMoney(12_000, 'USD', 'en')).toBe('US$120')
    expect(formatMinorMoney(12_050, 'USD', 'en')).toBe('US$120.50')
    expect(plain(formatMinorMoney(123_456_789, 'USD', 'es'))).toBe('1.234.567,89 US$')
    // Colombian pesos are counted in cents too, though shown without them.
    expect(plain(formatMinorMoney(35_000_000, 'COP', 'es'))).toBe('350.000 COP')
    // Zero-decimal currencies have no minor unit.
    expect(plain(formatMinorMoney(500, 'JPY', 'en'))).toBe('¥500')
  })
})
