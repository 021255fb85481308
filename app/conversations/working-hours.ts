import { DateTime } from 'luxon'

/*
 * Working time: how much of the clinic network's business hours, in its time
 * zone, lies between two instants (issue 29: Today counts a conversation as
 * waiting once a patient's message has waited more than 4 working hours). A
 * message sent on Friday at 17:00 in Bogotá has waited 1 working hour by
 * Friday 18:00, and still 1 on Saturday at 08:00.
 *
 * Open ranges are read on each local calendar day in the zone, so a DST
 * change moves them with the wall clock, and a range that spans a change
 * counts the time that really passed (23 or 25 hours for a whole day).
 * Pure: no database, no settings (business-hours.server.ts reads those).
 */

/** Minutes after local midnight: [opens, closes), closes up to 24:00 (1440). */
export interface HourRange {
  opens: number
  closes: number
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export interface BusinessHours {
  /** The IANA zone the hours are read in. */
  timeZone: string
  /** Each weekday's open ranges, sorted and apart (none: closed all day). */
  week: Record<Weekday, HourRange[]>
}

const DAY_MINUTES = 24 * 60

const MERIDIEM = String.raw`(a\.?\s?m\.?|p\.?\s?m\.?)`
const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*` + `${MERIDIEM}?`
// En dash, hyphen, em dash, or a word ("to", Spanish "a" / "hasta").
const RANGE = new RegExp(String.raw`^${TIME}\s*(?:–|-|—|to\b|a\b|hasta\b)\s*${TIME}$`, 'i')
const CLOSED = /^(?:closed|cerrado|—|-|–)$/i

function minutesOf(hours: string, minutes: string | undefined, meridiem: string | undefined): number | undefined {
  let hour = Number(hours)
  const minute = minutes === undefined ? 0 : Number(minutes)
  if (minute > 59) return undefined
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined
    const pm = meridiem.toLowerCase().startsWith('p')
    hour = (hour % 12) + (pm ? 12 : 0)
  }
  const total = hour * 60 + minute
  return total <= DAY_MINUTES ? total : undefined
}

/**
 * The open ranges a setting such as '08:00–18:00' names: an en dash, hyphen
 * or em dash between two times (24-hour, or with a.m./p.m.), several ranges
 * apart by commas or semicolons ('08:00–12:00, 14:00–18:00'). Empty or
 * 'closed' / 'cerrado': no ranges. Undefined when it cannot be read.
 */
export function parseHourRanges(text: string): HourRange[] | undefined {
  const trimmed = text.trim()
  if (trimmed === '' || CLOSED.test(trimmed)) return []
  const ranges: HourRange[] = []
  for (const part of trimmed.split(/[,;]/)) {
    const match = RANGE.exec(part.trim())
    if (!match) return undefined
    const opens = minutesOf(match[1]!, match[2], match[3])
    let closes = minutesOf(match[4]!, match[5], match[6])
    // '12 a.m.' as a closing time is midnight at the end of the day.
    if (closes === 0 && opens !== undefined && opens > 0) closes = DAY_MINUTES
    if (opens === undefined || closes === undefined || opens >= closes) return undefined
    ranges.push({ opens, closes })
  }
  return normalized(ranges)
}

/** Sorted, with overlapping or touching ranges joined. */
function normalized(ranges: HourRange[]): HourRange[] {
  const sorted = [...ranges].sort((a, b) => a.opens - b.opens)
  const joined: HourRange[] = []
  for (const range of sorted) {
    const last = joined.at(-1)
    if (last && range.opens <= last.closes) last.closes = Math.max(last.closes, range.closes)
    else joined.push({ ...range })
  }
  return joined
}

export function isTimeZone(zone: string): boolean {
  return zone !== '' && DateTime.local().setZone(zone).isValid
}

/** The network's week: the weekday ranges Monday to Friday, the Saturday ranges, Sunday closed. */
export function networkWeek(timeZone: string, weekdays: HourRange[], saturday: HourRange[]): BusinessHours {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone ${timeZone}`)
  const days = normalized(weekdays)
  return { timeZone, week: { 1: days, 2: days, 3: days, 4: days, 5: days, 6: normalized(saturday), 7: [] } }
}

const hasOpenTime = (hours: BusinessHours) => Object.values(hours.week).some((ranges) => ranges.length > 0)

/** A local calendar day (its date in a UTC DateTime, so stepping days never meets a zone's gap). */
type CalendarDay = DateTime

function calendarDayOf(instant: number, zone: string): CalendarDay {
  const local = DateTime.fromMillis(instant, { zone })
  return DateTime.utc(local.year, local.month, local.day)
}

/** The instant of a wall-clock minute of a local day (a minute a DST change skips is moved forward by luxon). */
function instantOf(day: CalendarDay, minutes: number, zone: string): number {
  const date = minutes === DAY_MINUTES ? day.plus({ days: 1 }) : day
  const minute = minutes % DAY_MINUTES
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: Math.floor(minute / 60), minute: minute % 60 },
    { zone },
  ).toMillis()
}

/** The day's open intervals as instants [start, end), in order. */
function openIntervals(hours: BusinessHours, day: CalendarDay): Array<[number, number]> {
  return hours.week[day.weekday as Weekday].map(
    (range) => [instantOf(day, range.opens, hours.timeZone), instantOf(day, range.closes, hours.timeZone)] as [number, number],
  )
}

/** Milliseconds of business hours between `from` and `to` (0 when `to` is not after `from`). */
export function workingMillisecondsBetween(hours: BusinessHours, from: Date, to: Date): number {
  const start = from.getTime()
  const end = to.getTime()
  if (!(end > start)) return 0
  // A day's hours may start on the day before in UTC terms: begin a day early, end a day late.
  const last = calendarDayOf(end, hours.timeZone).plus({ days: 1 })
  let total = 0
  for (let day = calendarDayOf(start, hours.timeZone).minus({ days: 1 }); day <= last; day = day.plus({ days: 1 })) {
    for (const [opens, closes] of openIntervals(hours, day)) total += Math.max(0, Math.min(closes, end) - Math.max(opens, start))
  }
  return total
}

/**
 * The instant at which `milliseconds` of working time after `start` have
 * passed: the earliest t with workingMillisecondsBetween(start, t) ≥ it, so
 * more than that has passed exactly at instants after it. Null when the week
 * has no business hours at all (never reached).
 */
export function instantAfterWorkingTime(hours: BusinessHours, start: Date, milliseconds: number): Date | null {
  let remaining = Math.max(0, milliseconds)
  if (remaining === 0) return new Date(start)
  if (!hasOpenTime(hours)) return null
  const from = start.getTime()
  for (let day = calendarDayOf(from, hours.timeZone).minus({ days: 1 }); ; day = day.plus({ days: 1 })) {
    for (const [opens, closes] of openIntervals(hours, day)) {
      const begins = Math.max(opens, from)
      if (closes <= begins) continue
      if (closes - begins >= remaining) return new Date(begins + remaining)
      remaining -= closes - begins
    }
  }
}

/**
 * The cutoff for "more than `milliseconds` of working time before `end`": the
 * earliest instant s with workingMillisecondsBetween(s, end) ≤ it, so that
 *
 *     workingMillisecondsBetween(s, end) > milliseconds  ⇔  s < cutoff
 *
 * and a query asks `since < cutoff`, a plain comparison an index answers.
 * When the time is used up exactly at an opening, the cutoff is the previous
 * closing (a message of the closed night between has waited exactly that
 * long, not more). Null when the week has no business hours (nothing ever waits
 * that long).
 */
export function instantBeforeWorkingTime(hours: BusinessHours, end: Date, milliseconds: number): Date | null {
  if (!hasOpenTime(hours)) return null
  let remaining = Math.max(0, milliseconds)
  const to = end.getTime()
  for (let day = calendarDayOf(to, hours.timeZone).plus({ days: 1 }); ; day = day.minus({ days: 1 })) {
    for (const [opens, closes] of openIntervals(hours, day).reverse()) {
      const ends = Math.min(closes, to)
      if (ends <= opens) continue
      if (remaining === 0) return new Date(ends)
      if (ends - opens > remaining) return new Date(ends - remaining)
      remaining -= ends - opens
    }
  }
}
