/** Range helpers for the date picker family (pure, no React). */

/** Anything with `compare` (CalendarDate, CalendarDateTime, ZonedDateTime, Time). */
type Comparable<T> = { compare(other: T): number }

/**
 * Orders two dates so that the start is never after the end: if the second
 * date is before the first (an end picked before the start), they are swapped.
 * Equal dates give a one-day range. Pure: the inputs are returned, not copied.
 */
export function normalizeRange<T extends Comparable<T>>(a: T, b: T): { start: T; end: T } {
  return a.compare(b) > 0 ? { start: b, end: a } : { start: a, end: b }
}

/** `normalizeRange` over a possibly empty range value, as React Aria passes it. */
export function normalizeRangeValue<T extends Comparable<T>>(range: { start: T; end: T } | null | undefined): { start: T; end: T } | null {
  return range ? normalizeRange(range.start, range.end) : null
}

/** Whether a range has its end before its start. */
export function isReversedRange<T extends Comparable<T>>(range: { start: T; end: T } | null | undefined): boolean {
  return Boolean(range && range.start.compare(range.end) > 0)
}
