import { DateTime } from 'luxon'

/*
 * A clinic's day is its own local day: 00:00 in Bogotá is 05:00 UTC, in
 * Madrid 23:00 or 22:00 UTC the day before. Every day boundary in the staff
 * console goes through here, in the clinic's IANA time zone.
 */

/** YYYY-MM-DD */
export type LocalDate = string

export interface InstantRange {
  /** ISO 8601 UTC, inclusive. */
  start: string
  /** ISO 8601 UTC, exclusive. */
  end: string
}

function dayStart(date: LocalDate, zone: string) {
  const start = DateTime.fromISO(date, { zone })
  if (!start.isValid) throw new Error(`Invalid day ${date} in ${zone}`)
  return start
}

/** The instants of the clinic-local days `from` to `to`, both included. */
export function localDaysRange(zone: string, from: LocalDate, to: LocalDate): InstantRange {
  return { start: dayStart(from, zone).toUTC().toISO()!, end: dayStart(to, zone).plus({ days: 1 }).toUTC().toISO()! }
}

/** The clinic-local date of an instant. */
export function localDate(instant: Date, zone: string): LocalDate {
  return DateTime.fromJSDate(instant, { zone }).toISODate()!
}

/** An instant as the clinic's wall-clock time with its offset, e.g. 2027-03-15T09:00:00.000-05:00. */
export function localDateTime(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISO()!
}

/** `count` consecutive dates from `from`. */
export function consecutiveDates(from: LocalDate, count: number): LocalDate[] {
  const first = DateTime.fromISO(from, { zone: 'utc' })
  return Array.from({ length: count }, (_, index) => first.plus({ days: index }).toISODate()!)
}

/** The Monday of the week `date` falls in. */
export function weekStart(date: LocalDate): LocalDate {
  return DateTime.fromISO(date, { zone: 'utc' }).startOf('week').toISODate()!
}

export function isLocalDate(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid
}
