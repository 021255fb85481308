import { describe, expect, it } from 'vitest'
import { formatMinorMoney, minorUnitsPerUnit } from '~/i18n/money'
import { destinations } from '~/catalogue/seed/destinations'
import {
  CURRENCIES,
  parseAmountText,
  CURRENCY_CODES,
  COUNTRY_CURRENCY,
  MAX_AMOUNT_MINOR,
  convert,
  convertLines,
  defaultCurrencyFor,
  deriveRate,
  displayStep,
  divideRounded,
  invertRate,
  isCurrencyCode,
  isOnDisplayStep,
  parseRate,
  rateFrom,
  rateText,
  sumLines,
} from './money'

describe('the currencies the site knows', () => {
  it('count minor units as the rest of the site does (ISO 4217 exponents, the payment provider’s counting)', () => {
    for (const code of CURRENCY_CODES) expect(10 ** CURRENCIES[code].exponent, code).toBe(minorUnitsPerUnit(code))
    expect(CURRENCIES.EUR.exponent).toBe(2)
    expect(CURRENCIES.COP.exponent).toBe(2)
    expect(CURRENCIES.CLP.exponent).toBe(0)
  })

  it('are shown with the decimals Intl shows them with: COP and HUF in whole units', () => {
    for (const code of CURRENCY_CODES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits
      expect(digits, code).toBe(CURRENCIES[code].displayDecimals)
    }
    expect(displayStep('COP')).toBe(100)
    expect(displayStep('HUF')).toBe(100)
    expect(displayStep('EUR')).toBe(1)
    expect(displayStep('CLP')).toBe(1)
  })

  it('include every clinic’s currency and those the issue names', () => {
    for (const destination of destinations) expect(isCurrencyCode(destination.currency), destination.slug).toBe(true)
    for (const code of ['EUR', 'USD', 'COP', 'MXN', 'GBP', 'CAD', 'CLP', 'ARS', 'BRL', 'PEN', 'CHF']) expect(isCurrencyCode(code), code).toBe(true)
    expect(isCurrencyCode('JPY')).toBe(false)
    expect(isCurrencyCode('toString')).toBe(false)
  })

  it('an amount entered in COP is whole pesos', () => {
    expect(isOnDisplayStep(35_000_000, 'COP')).toBe(true)
    expect(isOnDisplayStep(35_000_050, 'COP')).toBe(false)
    expect(isOnDisplayStep(35_000_050, 'EUR')).toBe(true)
    expect(isOnDisplayStep(1.5, 'EUR')).toBe(false)
  })
})

describe('a patient’s default currency', () => {
  it('is their country’s when the site knows it', () => {
    expect(defaultCurrencyFor('CO')).toBe('COP')
    expect(defaultCurrencyFor('us')).toBe('USD')
    expect(defaultCurrencyFor('CA')).toBe('CAD')
    expect(defaultCurrencyFor('ES')).toBe('EUR')
    expect(defaultCurrencyFor('BG')).toBe('EUR')
    expect(defaultCurrencyFor('GB')).toBe('GBP')
    expect(defaultCurrencyFor('CH')).toBe('CHF')
    expect(defaultCurrencyFor('CL')).toBe('CLP')
    expect(defaultCurrencyFor('SE')).toBe('SEK')
    expect(defaultCurrencyFor('GP')).toBe('EUR')
  })

  it('is US dollars in the Americas and euros in Europe otherwise; US dollars elsewhere', () => {
    expect(defaultCurrencyFor('UY')).toBe('USD')
    expect(defaultCurrencyFor('DO')).toBe('USD')
    expect(defaultCurrencyFor('EC')).toBe('USD')
    expect(defaultCurrencyFor('RS')).toBe('EUR')
    expect(defaultCurrencyFor('IS')).toBe('EUR')
    expect(defaultCurrencyFor('JP')).toBe('USD')
    expect(defaultCurrencyFor('')).toBe('USD')
  })

  it('covers every country of the Americas and Europe once, with a currency the site knows', () => {
    const americas =
      'AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI'
    const europe =
      'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA'
    for (const country of `${americas} ${europe}`.split(' ')) expect(COUNTRY_CURRENCY[country], country).toBeDefined()
    for (const code of Object.values(COUNTRY_CURRENCY)) expect(isCurrencyCode(code)).toBe(true)
  })
})

describe('exchange rates are exact decimals', () => {
  it('read a plain decimal and write its shortest form', () => {
    expect(parseRate('4321.55')).toEqual({ ok: true, rate: { units: 432155n, scale: 2 } })
    expect(rateText(rateFrom('1.0500'))).toBe('1.05')
    expect(rateText(rateFrom('007'))).toBe('7')
    expect(rateText(rateFrom('0.000231'))).toBe('0.000231')
    expect(rateText(rateFrom('943.170'))).toBe('943.17')
  })

  it('refuse anything else, saying why', () => {
    for (const text of ['', '1,0512', '-1.05', '+1', '1e3', ' 1.05', '1.', '.5', 'NaN', 'Infinity', '1.05.2', '１'])
      expect(parseRate(text), text).toMatchObject({ ok: false, reason: expect.stringContaining('not a decimal') })
    expect(parseRate('0.000')).toEqual({ ok: false, reason: 'a rate must be more than zero' })
    expect(parseRate('1234567890123.5')).toMatchObject({ ok: false, reason: expect.stringContaining('digits before the point') })
    expect(parseRate('0.0000000000000000001')).toMatchObject({ ok: false, reason: expect.stringContaining('decimals') })
    expect(() => rateFrom('abc')).toThrow(RangeError)
  })

  it('an inverse or a cross has 12 significant digits, rounded half away from zero', () => {
    expect(rateText(invertRate(rateFrom('1.0512')))).toBe('0.951293759513')
    expect(rateText(invertRate(rateFrom('4321.55')))).toBe('0.000231398456572')
    expect(rateText(invertRate(rateFrom('0.8')))).toBe('1.25')
    expect(rateText(invertRate(rateFrom('3')))).toBe('0.333333333333')
    expect(rateText(invertRate(rateFrom('1.5')))).toBe('0.666666666667')
    // USD→CLP across the euro: EUR→CLP 991.46 over EUR→USD 1.0512.
    const crossed = deriveRate([{ rate: rateFrom('1.0512'), inverted: true }, { rate: rateFrom('991.46') }])
    expect(rateText(crossed)).toBe('943.169710807')
    // One leg as stored stays as it is, whatever its digits.
    expect(rateText(deriveRate([{ rate: rateFrom('1.23456789012345678') }]))).toBe('1.23456789012345678')
  })
})

describe('rounding: half away from zero', () => {
  it('rounds ties away from zero and everything else to the nearest', () => {
    const cases: [bigint, bigint, bigint][] = [
      [5n, 2n, 3n],
      [-5n, 2n, -3n],
      [7n, 2n, 4n],
      [3n, 2n, 2n],
      [-3n, 2n, -2n],
      [24_999n, 10_000n, 2n],
      [25_000n, 10_000n, 3n],
      [-25_000n, 10_000n, -3n],
      [1n, 3n, 0n],
      [2n, 3n, 1n],
      [0n, 7n, 0n],
    ]
    for (const [numerator, denominator, expected] of cases)
      expect(divideRounded(numerator, denominator), `${numerator}/${denominator}`).toBe(expected)
  })
})

describe('conversions with real figures', () => {
  it('EUR → USD', () => {
    const rate = rateFrom('1.0512')
    expect(convert(245_000, 'EUR', 'USD', rate)).toBe(257_544) // €2,450.00 → US$2,575.44 exactly
    expect(convert(199_999, 'EUR', 'USD', rate)).toBe(210_239) // €1,999.99 → 2,102.389488 → US$2,102.39
    expect(convert(50, 'EUR', 'USD', rateFrom('1.05'))).toBe(53) // 52.5 cents → 53
    expect(convert(-50, 'EUR', 'USD', rateFrom('1.05'))).toBe(-53) // a discount rounds the same way
    expect(formatMinorMoney(210_239, 'USD', 'en')).toBe('US$2,102.39')
  })

  it('EUR → COP, in whole pesos', () => {
    const rate = rateFrom('4321.55')
    // €2,450.00 × 4,321.55 = 10,587,797.5 pesos: a tie, rounded away from zero.
    expect(convert(245_000, 'EUR', 'COP', rate)).toBe(1_058_779_800)
    expect(convert(100, 'EUR', 'COP', rate)).toBe(432_200) // €1 → 4,321.55 → COP 4,322
    expect(formatMinorMoney(1_058_779_800, 'COP', 'en')).toBe('COP\u00a010,587,798')
    expect(formatMinorMoney(1_058_779_800, 'COP', 'es')).toBe('10.587.798\u00a0COP')
  })

  it('COP → EUR with the inverse', () => {
    // 9,500,000 pesos × 0.000231398456572 = 2,198.2853… → €2,198.29
    expect(convert(950_000_000, 'COP', 'EUR', invertRate(rateFrom('4321.55')))).toBe(219_829)
  })

  it('USD → CLP (no minor unit)', () => {
    const rate = rateFrom('943.17')
    expect(convert(320_000, 'USD', 'CLP', rate)).toBe(3_018_144) // US$3,200.00 → CLP 3,018,144
    expect(convert(1_999, 'USD', 'CLP', rate)).toBe(18_854) // US$19.99 → 18,853.9683 → CLP 18,854
    expect(convert(18_854, 'CLP', 'USD', invertRate(rate))).toBe(1_999)
    expect(formatMinorMoney(3_018_144, 'CLP', 'en')).toBe('CLP\u00a03,018,144')
  })

  it('the same currency needs the rate 1', () => {
    expect(convert(12_345, 'EUR', 'EUR', rateFrom('1'))).toBe(12_345)
    expect(() => convert(12_345, 'EUR', 'EUR', rateFrom('1.1'))).toThrow(RangeError)
  })
})

describe('totals are sums of the rounded lines', () => {
  it('which may differ from the converted total, and are what the patient can add up', () => {
    const rate = rateFrom('1.5')
    const { lines, total } = convertLines([1, 1, 1], 'EUR', 'USD', rate)
    expect(lines).toEqual([2, 2, 2]) // 1.5 cents each, each rounded up
    expect(total).toBe(6)
    expect(convert(sumLines([1, 1, 1]), 'EUR', 'USD', rate)).toBe(5) // not this
  })

  it('a LASIK quote from Bogotá for a patient who thinks in US dollars', () => {
    // Surgeon and theatre, tests, lens, follow-ups, medicines: in pesos at a rate of 4,150.25 COP per USD.
    const pesos = [1_250_000_000, 48_000_000, 0, 36_000_000, 9_500_000]
    const rate = invertRate(rateFrom('4150.25'))
    const { lines, total } = convertLines(pesos, 'COP', 'USD', rate)
    expect(lines).toEqual([301_187, 11_566, 0, 8_674, 2_289])
    expect(total).toBe(323_716)
    expect(sumLines(pesos)).toBe(1_343_500_000)
  })
})

describe('no floating point creeps in', () => {
  it('an amount that is not an integer, or beyond the largest amount, is refused', () => {
    for (const amount of [1.5, Number.NaN, Infinity, 2 ** 53, -(2 ** 53), MAX_AMOUNT_MINOR + 1])
      expect(() => convert(amount, 'EUR', 'USD', rateFrom('1.05')), String(amount)).toThrow(RangeError)
    expect(() => sumLines([MAX_AMOUNT_MINOR, 1])).toThrow(RangeError)
    expect(() => sumLines([0.1, 0.2])).toThrow(RangeError)
    expect(sumLines([MAX_AMOUNT_MINOR, -1])).toBe(MAX_AMOUNT_MINOR - 1)
  })

  it('a result beyond the largest amount is refused, not rounded by a float', () => {
    expect(() => convert(MAX_AMOUNT_MINOR, 'EUR', 'COP', rateFrom('4321.55'))).toThrow(RangeError)
    expect(convert(MAX_AMOUNT_MINOR, 'EUR', 'EUR', rateFrom('1'))).toBe(MAX_AMOUNT_MINOR)
  })
})

describe('parseAmountText: what a coordinator types, in either language', () => {
  it('reads grouping and decimal marks as English and Spanish write them', () => {
    expect(parseAmountText('1250', 'EUR')).toBe(125000)
    expect(parseAmountText('1.250,50', 'EUR')).toBe(125050)
    expect(parseAmountText('1,250.5', 'EUR')).toBe(125050)
    expect(parseAmountText('12,5', 'EUR')).toBe(1250)
    expect(parseAmountText('4 500 000', 'COP')).toBe(450000000)
    expect(parseAmountText('4.500.000', 'COP')).toBe(450000000)
    expect(parseAmountText('3500', 'CLP')).toBe(3500)
  })

  it('reads one mark before three digits as thousands, never as a decimal', () => {
    expect(parseAmountText('1,250', 'EUR')).toBe(125000)
    expect(parseAmountText('1.250', 'EUR')).toBe(125000)
  })

  it('refuses what is not an amount, or more decimals than the currency shows', () => {
    for (const [text, code] of [
      ['4.500,5', 'COP'],
      ['12.5', 'COP'],
      ['1.2.3', 'EUR'],
      ['-5', 'EUR'],
      ['', 'EUR'],
      ['1,25,0', 'EUR'],
      ['1e5', 'EUR'],
    ] as const)
      expect(parseAmountText(text, code), text).toBeUndefined()
  })
})
