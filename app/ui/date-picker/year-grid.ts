/** Year-grid paging for the date picker family (pure, no React). */

/** How many years one page of the year grid shows. */
export const YEARS_PER_PAGE = 12

/** The first year of the page that contains `year` (pages start at multiples of 12). */
export function yearPageStart(year: number): number {
  return Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE
}

/** The 12 years of the page containing `year`, e.g. 2025 → 2016…2027. */
export function yearPage(year: number): number[] {
  const start = yearPageStart(Math.trunc(year))
  return Array.from({ length: YEARS_PER_PAGE }, (_, i) => start + i)
}
