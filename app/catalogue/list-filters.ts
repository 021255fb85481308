import { isSlug } from '~/http/params'

/*
 * The filters of the treatments and destinations lists (issue 31), read from
 * the URL's query (the same GET form with or without JavaScript). A value the
 * page does not know is ignored: a hand-edited or stale link still shows a
 * list, never an error page.
 */

/**
 * Bands on a treatment's starting price, in US dollars (whole units): the
 * catalogue's indicative prices are in dollars, and one in another currency is
 * converted at the latest reference rate. A treatment sits in the band of its
 * "from" price: what a patient budgeting asks is "can I have it for under …?".
 */
export const PRICE_BANDS = {
  'under-1000': { min: 0, max: 1000 },
  '1000-2000': { min: 1000, max: 2000 },
  '2000-4000': { min: 2000, max: 4000 },
  '4000-plus': { min: 4000, max: Number.POSITIVE_INFINITY },
} as const
export type PriceBand = keyof typeof PRICE_BANDS
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[]
/** The currency the bands are in. */
export const PRICE_BAND_CURRENCY = 'USD'

/** Recovery time, from a treatment's longest recovery (recovery_days_max): the time to plan away from work. */
export const RECOVERY_BANDS = {
  'same-day': { maxDays: 0 },
  week: { maxDays: 7 },
  longer: { maxDays: Number.POSITIVE_INFINITY },
} as const
export type RecoveryBand = keyof typeof RECOVERY_BANDS
export const RECOVERY_BAND_KEYS = Object.keys(RECOVERY_BANDS) as RecoveryBand[]

export const CATEGORY_KEYS = ['eye', 'other'] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]

export interface ServiceFilters {
  /** A destination's slug (either language's, or its key): treatments offered there. */
  destination: string | null
  price: PriceBand | null
  recovery: RecoveryBand | null
  category: CategoryKey | null
}

export interface DestinationFilters {
  /** ISO 3166-1 alpha-2, lower case. */
  country: string | null
  /** A treatment's slug (either language's, or its key): destinations offering it. */
  treatment: string | null
}

const oneOf = <T extends string>(keys: readonly T[], value: string | null): T | null =>
  value !== null && (keys as readonly string[]).includes(value) ? (value as T) : null

const slugOrNull = (value: string | null) => {
  const trimmed = value?.trim().toLowerCase() ?? ''
  return isSlug(trimmed) ? trimmed : null
}

export function parseServiceFilters(raw: {
  destination: string | null
  price: string | null
  recovery: string | null
  category: string | null
}): ServiceFilters {
  return {
    destination: slugOrNull(raw.destination),
    price: oneOf(PRICE_BAND_KEYS, raw.price),
    recovery: oneOf(RECOVERY_BAND_KEYS, raw.recovery),
    category: oneOf(CATEGORY_KEYS, raw.category),
  }
}

export function parseDestinationFilters(raw: { country: string | null; treatment: string | null }): DestinationFilters {
  const country = raw.country?.trim().toLowerCase() ?? ''
  return { country: /^[a-z]{2}$/.test(country) ? country : null, treatment: slugOrNull(raw.treatment) }
}

/** Whether any filter is set (the page then says how many results and offers to clear them). */
export function hasFilters(filters: ServiceFilters | DestinationFilters): boolean {
  return Object.values(filters).some((value) => value !== null)
}

/** Whether a starting price in US dollars falls in a band (its lower bound included, its upper excluded). */
export function inPriceBand(band: PriceBand, fromUsd: number): boolean {
  const { min, max } = PRICE_BANDS[band]
  return fromUsd >= min && fromUsd < max
}

/** Whether a treatment whose recovery takes up to `maxDays` fits a band ("up to a week" includes the same day). */
export function inRecoveryBand(band: RecoveryBand, maxDays: number): boolean {
  if (band === 'longer') return maxDays > RECOVERY_BANDS.week.maxDays
  return maxDays <= RECOVERY_BANDS[band].maxDays
}
