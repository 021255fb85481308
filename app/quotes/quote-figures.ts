import { convertLines, rateFrom, sumLines, type CurrencyCode } from './money'

/*
 * The figures of one option of a quote, in the clinic's currency and in the
 * patient's: every line converted and rounded alone (money.ts), each total the
 * sum of the rounded lines it adds up, so a patient adding the lines they read
 * gets the total they read, in either currency. Shared by the page, the PDF,
 * the console's preview and /v1: one computation, the same figures everywhere.
 */

export interface FigureLine {
  amountMinor: number
  included: boolean
}

export interface OptionAmounts {
  currency: CurrencyCode
  lines: readonly FigureLine[]
  mayChangeMaxMinor: number
  assessmentFeeMinor: number
}

/** An amount in both currencies (`patient` null when the rate is missing: a draft without a rate yet). */
export interface TwoCurrencies {
  clinic: number
  patient: number | null
}

export interface OptionFigures {
  lines: TwoCurrencies[]
  /** What the included lines come to. */
  includedTotal: TwoCurrencies
  /** The optional extras, all of them. */
  optionalTotal: TwoCurrencies
  mayChangeMax: TwoCurrencies
  assessmentFee: TwoCurrencies
}

/**
 * `rate` is units of the patient's currency per unit of the clinic's, as an exact decimal; '1' when they
 * are the same currency; null when no rate is known yet (the patient's column stays empty).
 */
export function optionFigures(option: OptionAmounts, patientCurrency: CurrencyCode, rate: string | null): OptionFigures {
  const amounts = [...option.lines.map((line) => line.amountMinor), option.mayChangeMaxMinor, option.assessmentFeeMinor]
  const converted = rate === null ? null : convertLines(amounts, option.currency, patientCurrency, rateFrom(rate)).lines
  const pair = (index: number): TwoCurrencies => ({ clinic: amounts[index]!, patient: converted ? converted[index]! : null })
  const lines = option.lines.map((_, index) => pair(index))
  const total = (included: boolean): TwoCurrencies => {
    const picked = lines.filter((_, index) => option.lines[index]!.included === included)
    return {
      clinic: sumLines(picked.map((line) => line.clinic)),
      patient: converted ? sumLines(picked.map((line) => line.patient!)) : null,
    }
  }
  return {
    lines,
    includedTotal: total(true),
    optionalTotal: total(false),
    mayChangeMax: pair(option.lines.length),
    assessmentFee: pair(option.lines.length + 1),
  }
}
