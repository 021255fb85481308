/*
 * How a quote names its exchange rate (the page and the PDF alike; browser and server): the rate as
 * the exact decimal frozen in the option, written with the locale's separators (never through a float),
 * and who set it. Sources as stored (docs/decisions/038): 'ecb' (the ECB's reference rate), 'manual'
 * (entered by a Claravia admin from a central bank's reference), or a cross of several joined by '+'
 * ('ecb+manual'), which Claravia derived from those reference rates.
 */

import { divideRounded, parseRate, rateText } from './money'

export type RateSourceKind = 'ecb' | 'manual' | 'cross'

/** 'ecb' when every leg is the ECB's, 'manual' when every leg was entered by Claravia, 'cross' when they mix. */
export function rateSourceKind(source: string): RateSourceKind {
  const legs = new Set(source.split('+').map((leg) => leg.trim()))
  if (legs.size === 1 && legs.has('ecb')) return 'ecb'
  if (legs.size === 1) return 'manual'
  return 'cross'
}

const separators = new Map<string, { group: string; decimal: string; minimumGrouping: number }>()

function separatorsOf(locale: string) {
  let found = separators.get(locale)
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
    const four = new Intl.NumberFormat(locale).formatToParts(1234)
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      // Spanish writes 4321 but 14.321 (CLDR's minimum grouping digits).
      minimumGrouping: four.some((part) => part.type === 'group') ? 1 : 2,
    }
    separators.set(locale, found)
  }
  return found
}

/** An exact decimal rate ("4321.55", "0.000245098039216") in the locale's writing: "4,321.55", "4321,55", "0,000245098039216". */
export function formatRate(rate: string, locale: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate)
  if (!match) return rate
  const [, integer = '', decimals] = match
  const { group, decimal, minimumGrouping } = separatorsOf(locale)
  const grouped = integer.length >= 4 + (minimumGrouping - 1) ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer
  return decimals ? `${grouped}${decimal}${decimals}` : grouped
}

/**
 * For a rate below 1 ("1 COP = 0.000240949340401 USD", exact but hard to read), the other way round as people
 * quote it, rounded to cents of the currency being bought ("4150.25": 1 USD ≈ 4,150.25 COP), as a reading aid
 * beside the exact rate the figures use; undefined for a rate of 1 or more, which reads well as it is.
 */
export function readableInverse(rate: string): string | undefined {
  const parsed = parseRate(rate)
  if (!parsed.ok || parsed.rate.units >= 10n ** BigInt(parsed.rate.scale)) return undefined
  const { units, scale } = parsed.rate
  // 10^scale / units, to two decimals, half away from zero.
  return rateText({ units: divideRounded(10n ** BigInt(scale + 2), units), scale: 2 })
}
