import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMinorMoney } from '~/i18n/money'
import {
  CURRENCIES,
  CURRENCY_CODES,
  MAX_AMOUNT_MINOR,
  convert,
  convertLines,
  displayStep,
  invertRate,
  rateFrom,
  rateText,
  sumLines,
  type CurrencyCode,
  type ExchangeRate,
} from './money'

/*
 * The money rules of decision 038, over many random quotes: line items in any currency the site
 * knows, converted at any rate between 10⁻⁵ and 10⁶ with 1 to 9 significant digits.
 */

const RUNS = { numRuns: 1000 }

const currency = fc.constantFrom(...CURRENCY_CODES)

/** A rate of 1–9 significant digits between 10⁻⁵ and 10⁶. */
const rate: fc.Arbitrary<ExchangeRate> = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -5, max: 5 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
  .map(([digits, magnitude, fraction]) => {
    const smallest = 10n ** BigInt(digits - 1)
    const units = smallest + BigInt(Math.floor(fraction * Number(9n * smallest)))
    const scale = digits - 1 - magnitude
    return scale >= 0 ? rateFrom(rateText({ units, scale })) : rateFrom(String(units * 10n ** BigInt(-scale)))
  })

/** An amount a clinic could enter in `code`, on its display step: up to a million units (a hundred million for CLP); some negative (a discount). */
const amountIn = (code: CurrencyCode) => fc.integer({ min: -10_000_000, max: 100_000_000 }).map((amount) => amount - (amount % displayStep(code)))

const quote = fc
  .tuple(currency, currency, rate)
  .filter(([from, to, r]) => from !== to || rateText(r) === '1')
  .chain(([from, to, r]) =>
    fc.record({
      from: fc.constant(from),
      to: fc.constant(to),
      rate: fc.constant(r),
      lines: fc.array(amountIn(from), { minLength: 1, maxLength: 25 }),
    }),
  )

/** The exact value of `amount` of `from` in minor units of `to`, as numerator / denominator. */
function exact(amount: number, from: CurrencyCode, to: CurrencyCode, r: ExchangeRate) {
  return {
    numerator: BigInt(amount) * r.units * 10n ** BigInt(CURRENCIES[to].exponent),
    denominator: 10n ** BigInt(r.scale + CURRENCIES[from].exponent),
  }
}

const MAX = BigInt(MAX_AMOUNT_MINOR)
const abs = (value: bigint) => (value < 0n ? -value : value)

/** Whether the exact conversion, once rounded, is an amount (so convert must answer rather than refuse). */
function fits(amount: number, from: CurrencyCode, to: CurrencyCode, r: ExchangeRate) {
  const { numerator, denominator } = exact(amount, from, to, r)
  return abs(numerator) / denominator + BigInt(displayStep(to)) <= MAX
}

/** What a patient reads, back in minor units: the digits Intl printed, whatever the locale's separators. */
function displayedMinor(text: string, code: CurrencyCode, locale: 'en' | 'es'): bigint {
  const [group, point] = locale === 'en' ? [',', '.'] : ['.', ',']
  const digits = text.replace(/[^\d.,]/g, '').replaceAll(group, '')
  const [whole = '', decimals = ''] = digits.split(point)
  const { exponent } = CURRENCIES[code]
  expect(decimals.length, text).toBeLessThanOrEqual(exponent)
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(decimals.padEnd(exponent, '0') || '0')
  return /[-\u2212]/.test(text) ? -minor : minor
}

describe('converting a line', () => {
  it('gives an integer on the target’s display step, within half a step of the exact value', () => {
    fc.assert(
      fc.property(currency, currency, rate, fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (from, to, r, amount) => {
        fc.pre(from !== to && fits(amount, from, to, r))
        const converted = convert(amount, from, to, r)
        expect(Number.isSafeInteger(converted)).toBe(true)
        const step = BigInt(displayStep(to))
        expect(BigInt(converted) % step).toBe(0n)
        const { numerator, denominator } = exact(amount, from, to, r)
        const error = BigInt(converted) * denominator - numerator
        expect(2n * abs(error) <= step * denominator).toBe(true)
      }),
      RUNS,
    )
  })

  it('rounds a tie away from zero (and never towards it), the same for a discount', () => {
    // A rate of m.5 between currencies counted alike makes every odd amount a tie.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -5_000_000, max: 5_000_000 }).map((n) => 2 * n + 1),
        (m, amount) => {
          const r = rateFrom(`${m}.5`)
          const away = Math.sign(amount) * ((Math.abs(amount) * (2 * m + 1) + 1) / 2)
          expect(convert(amount, 'EUR', 'USD', r)).toBe(away)
          // Into whole pesos: an odd number of euros at m.5 pesos each is a tie in pesos.
          expect(convert(amount * 100, 'EUR', 'COP', r)).toBe(away * 100)
          // Into CLP (no minor unit) from whole dollars at m.5: the same tie.
          expect(convert(amount * 100, 'USD', 'CLP', r)).toBe(away)
        },
      ),
      RUNS,
    )
  })

  it('is symmetric: a discount converts to minus the same charge', () => {
    fc.assert(
      fc.property(currency, currency, rate, fc.integer({ min: 0, max: 10 ** 10 }), (from, to, r, amount) => {
        fc.pre(from !== to && fits(amount, from, to, r))
        expect(convert(-amount, from, to, r)).toBe(-convert(amount, from, to, r) || 0)
      }),
      RUNS,
    )
  })

  it('and back at the inverse rate lands within one display step of the coarser currency (one minor unit between cents)', () => {
    fc.assert(
      fc.property(currency, currency, rate, fc.integer({ min: -(10 ** 8), max: 10 ** 8 }), (from, to, r, count) => {
        const amount = count * displayStep(from)
        fc.pre(from !== to && fits(amount, from, to, r))
        const there = convert(amount, from, to, r)
        const back = convert(there, to, from, invertRate(r))
        // One display step of `to`, in minor units of `from` (rounded up): to-step × 10^(scale + exp(from)) / (units × 10^exp(to)).
        const toStepInFrom = BigInt(displayStep(to)) * 10n ** BigInt(r.scale + CURRENCIES[from].exponent)
        const per = r.units * 10n ** BigInt(CURRENCIES[to].exponent)
        const coarser = [BigInt(displayStep(from)), (toStepInFrom + per - 1n) / per].reduce((a, b) => (a > b ? a : b))
        expect(abs(BigInt(back) - BigInt(amount)) <= coarser, `${amount} ${from} → ${there} ${to} → ${back} ${from} at ${rateText(r)}`).toBe(true)
      }),
      RUNS,
    )
  })

  it('between currencies counted in cents, at rates between 0.5 and 2, comes back within one minor unit', () => {
    // Half a cent off each way, the second worth at most one cent (1/r ≤ 2 half-cents): |back − amount| ≤ 1.5, so ≤ 1.
    const cents = fc.constantFrom<CurrencyCode>('EUR', 'USD', 'GBP', 'CHF', 'CAD', 'BRL', 'PEN')
    const nearParity = fc.integer({ min: 5_000, max: 20_000 }).map((units) => rateFrom(rateText({ units: BigInt(units), scale: 4 })))
    fc.assert(
      fc.property(cents, cents, nearParity, fc.integer({ min: -(10 ** 10), max: 10 ** 10 }), (from, to, r, amount) => {
        fc.pre(from !== to)
        const back = convert(convert(amount, from, to, r), to, from, invertRate(r))
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(1)
      }),
      RUNS,
    )
  })
})

describe('a quote’s lines and totals', () => {
  it('the total in each currency is the sum of the lines shown, and each line shows exactly its amount', () => {
    fc.assert(
      fc.property(quote, fc.constantFrom<'en' | 'es'>('en', 'es'), ({ from, to, rate: r, lines }, locale) => {
        // Every line and the total within the bound (the bound's own refusal is tested below).
        const worst = lines.reduce((sum, amount) => {
          const { numerator, denominator } = exact(amount, from, to, r)
          return sum + abs(numerator) / denominator + BigInt(displayStep(to))
        }, 0n)
        fc.pre(worst <= MAX)
        const converted = convertLines(lines, from, to, r)
        for (const [amounts, total, code] of [
          [lines, sumLines(lines), from],
          [converted.lines, converted.total, to],
        ] as const) {
          for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true)
          expect(BigInt(total)).toBe(amounts.reduce((sum, amount) => sum + BigInt(amount), 0n))
          const shown = amounts.map((amount) => displayedMinor(formatMinorMoney(amount, code, locale), code, locale))
          expect(shown).toEqual(amounts.map(BigInt))
          expect(displayedMinor(formatMinorMoney(total, code, locale), code, locale)).toBe(shown.reduce((sum, amount) => sum + amount, 0n))
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('no floating point creeps in', () => {
  it('an amount that is not a safe integer within the bound is refused, never rounded', () => {
    const notAnAmount = fc.oneof(
      fc.double({ noNaN: false }).filter((value) => !Number.isSafeInteger(value) || Math.abs(value) > MAX_AMOUNT_MINOR),
      fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }).map((value) => Number(value)),
      fc.integer({ min: MAX_AMOUNT_MINOR + 1, max: Number.MAX_SAFE_INTEGER }),
    )
    fc.assert(
      fc.property(notAnAmount, currency, currency, rate, (amount, from, to, r) => {
        expect(() => convert(amount, from, to, r)).toThrow(RangeError)
        expect(() => sumLines([1, amount])).toThrow(RangeError)
      }),
      RUNS,
    )
  })

  it('a conversion or a total beyond the bound is refused, one within it answered exactly', () => {
    fc.assert(
      fc.property(currency, currency, rate, fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), (from, to, r, amount) => {
        fc.pre(from !== to)
        const { numerator, denominator } = exact(amount, from, to, r)
        const step = BigInt(displayStep(to))
        const magnitude = abs(numerator) / denominator
        if (magnitude > MAX + step) expect(() => convert(amount, from, to, r)).toThrow(RangeError)
        else if (magnitude + step <= MAX) expect(Number.isSafeInteger(convert(amount, from, to, r))).toBe(true)
      }),
      RUNS,
    )
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), { maxLength: 8 }), (amounts) => {
        const exactSum = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n)
        if (abs(exactSum) > MAX) expect(() => sumLines(amounts)).toThrow(RangeError)
        else expect(BigInt(sumLines(amounts))).toBe(exactSum)
      }),
      RUNS,
    )
  })
})
