/*
 * How a rating is published (issue 31): its count and distribution always;
 * its average only from 3 reviews up, and never rounded up (4.67 shows as
 * 4.6): a clinic must not look better than its patients said.
 */

export const MIN_REVIEWS_FOR_AVERAGE = 3

export interface RatingSummary {
  count: number
  /** Reviews with 1…5 stars, index 0 for one star. */
  distribution: [number, number, number, number, number]
  /** Mean stars truncated to one decimal; null below MIN_REVIEWS_FOR_AVERAGE reviews. */
  average: number | null
}

export const NO_REVIEWS: RatingSummary = { count: 0, distribution: [0, 0, 0, 0, 0], average: null }

/** The mean of `starTotal / count`, cut (not rounded) to one decimal; null when too few reviews to mean anything. */
export function publishedAverage(starTotal: number, count: number): number | null {
  if (count < MIN_REVIEWS_FOR_AVERAGE) return null
  // Integer arithmetic: floor(10·total / count) / 10 is exact, where floating division could round 4.7 down to 4.6999….
  return Math.floor((10 * starTotal) / count) / 10
}
