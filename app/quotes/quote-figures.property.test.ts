import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES, convert, displayStep, rateFrom, rateText, type CurrencyCode } from './money'
import { optionFigures } from './quote-figures'

/*
 * An option's figures (issue 30) over many random options: what the patient
 * reads adds up in each currency, each line converted alone by the stated
 * rule, and nothing but the option and its rate decides them.
 */

const RUNS = { numRuns: 500 }

const currency = fc.constantFrom(...CURRENCY_CODES)

/** A rate as a quote stores it: 1–9 significant digits between 10⁻⁴ and 10⁴. */
const rateTextArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 0, max: 12 }))
  .map(([units, scale]) => rateText({ units: BigInt(units), scale }))
  .filter((text) => {
    const value = Number(text)
    return value >= 1e-4 && value <= 1e4
  })

const amountIn = (code: CurrencyCode) => fc.integer({ min: 0, max: 100_000_000 }).map((amount) => amount - (amount % displayStep(code)))

const option = fc
  .tuple(currency, currency, rateTextArbitrary)
  .filter(([from, to]) => from !== to)
  .chain(([from, to, rate]) =>
    fc.record({
      from: fc.constant(from),
      to: fc.constant(to),
      rate: fc.constant(rate),
      lines: fc.array(fc.record({ amountMinor: amountIn(from), included: fc.boolean() }), { minLength: 1, maxLength: 20 }),
      mayChangeMaxMinor: amountIn(from),
      assessmentFeeMinor: amountIn(from),
    }),
  )

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('the figures of an option', () => {
  it('each total is the sum of the lines it shows, in the clinic’s currency and in the patient’s', () => {
    fc.assert(
      fc.property(option, ({ from, to, rate, lines, mayChangeMaxMinor, assessmentFeeMinor }) => {
        const figures = optionFigures({ currency: from, lines, mayChangeMaxMinor, assessmentFeeMinor }, to, rate)
        const picked = (included: boolean) => figures.lines.filter((_, index) => lines[index]!.included === included)
        for (const included of [true, false]) {
          const total = included ? figures.includedTotal : figures.optionalTotal
          expect(total.clinic).toBe(sum(picked(included).map((line) => line.clinic)))
          expect(total.patient).toBe(sum(picked(included).map((line) => line.patient!)))
        }
      }),
      RUNS,
    )
  })

  it('every amount in the patient’s currency is its line converted alone, half away from zero, to what the currency shows', () => {
    fc.assert(
      fc.property(option, ({ from, to, rate, lines, mayChangeMaxMinor, assessmentFeeMinor }) => {
        const figures = optionFigures({ currency: from, lines, mayChangeMaxMinor, assessmentFeeMinor }, to, rate)
        const r = rateFrom(rate)
        figures.lines.forEach((line, index) => {
          expect(line.clinic).toBe(lines[index]!.amountMinor)
          expect(line.patient).toBe(convert(lines[index]!.amountMinor, from, to, r))
          expect(line.patient! % displayStep(to)).toBe(0)
        })
        expect(figures.mayChangeMax.patient).toBe(convert(mayChangeMaxMinor, from, to, r))
        expect(figures.assessmentFee.patient).toBe(convert(assessmentFeeMinor, from, to, r))
      }),
      RUNS,
    )
  })

  it('without a rate yet (a draft), the clinic’s column stands and the patient’s is empty', () => {
    fc.assert(
      fc.property(option, ({ from, to, lines, mayChangeMaxMinor, assessmentFeeMinor }) => {
        const figures = optionFigures({ currency: from, lines, mayChangeMaxMinor, assessmentFeeMinor }, to, null)
        expect(figures.lines.every((line) => line.patient === null)).toBe(true)
        expect(figures.includedTotal.clinic).toBe(sum(lines.filter((line) => line.included).map((line) => line.amountMinor)))
      }),
      { numRuns: 100 },
    )
  })
})
