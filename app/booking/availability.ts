import { DateTime, IANAZone } from 'luxon'

/*
 * Which assessment hours a clinic can still offer. Pure and deterministic:
 * given the clinic's rules, hours, closures and the places already claimed,
 * it lists each day's slots. Opening hours are wall-clock times in the
 * clinic's time zone, so 09:00 stays 09:00 across daylight-saving changes
 * (its UTC instant moves); a local time that does not exist that day is skipped.
 */

export interface ClinicSchedule {
  timeZone: string
  places: number
  slotMinutes: number
  leadTimeHours: number
  horizonDays: number
  /** ISO weekday (1 = Monday) → opening intervals, "HH:MM" local. */
  hours: Map<number, { opens: string; closes: string }[]>
  /** Local date "YYYY-MM-DD" → the spans it is closed ("HH:MM" local; WHOLE_DAY for a closed day). */
  closures: Map<string, ClosedSpan[]>
}

export interface ClosedSpan {
  from: string
  to: string
}

export const WHOLE_DAY: ClosedSpan = { from: '00:00', to: '24:00' }

/** Claimed places per slot cell: "YYYY-MM-DDTHH:MMZ" → seat numbers. */
export type Claims = Map<string, Set<number>>

export interface Slot {
  /** UTC instant, ISO 8601. */
  startsAt: string
  endsAt: string
  /** Clinic wall-clock time, "HH:MM". */
  localTime: string
  /** Places still free for the whole duration. */
  freePlaces: number
}

export interface DayAvailability {
  /** Clinic-local date, "YYYY-MM-DD". */
  date: string
  slots: Slot[]
}

/** The key of a slot cell in `slot_claims`: UTC, minute precision. */
export function cellKey(instant: DateTime) {
  return instant.toUTC().toFormat("yyyy-MM-dd'T'HH:mm'Z'")
}

/** Minutes since local midnight of "HH:MM" ("24:00" is 1440). */
export function minutesOf(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** Whether any closure of the local date overlaps [from, to) minutes of that day. */
function closedDuring(schedule: ClinicSchedule, date: string, from: number, to: number) {
  return (schedule.closures.get(date) ?? []).some((span) => from < minutesOf(span.to) && minutesOf(span.from) < to)
}

/**
 * Whether an appointment at `start` lasting `durationMinutes` lies inside one
 * opening interval of its local day and outside every closure: what an hours
 * change must keep true for every live appointment.
 */
export function fitsSchedule(schedule: ClinicSchedule, start: Date, durationMinutes: number): boolean {
  const local = DateTime.fromJSDate(start, { zone: schedule.timeZone })
  const from = local.hour * 60 + local.minute
  const to = from + durationMinutes
  const open = (schedule.hours.get(local.weekday) ?? []).some((interval) => minutesOf(interval.opens) <= from && to <= minutesOf(interval.closes))
  return open && !closedDuring(schedule, local.toISODate()!, from, to)
}

/** A local date and minute of the day as if it were UTC (milliseconds): wall-clock arithmetic. */
function wallClock(date: string, minute: number) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day, 0, minute)
}

/**
 * The UTC instant (ms) of a wall-clock time (`local`, from wallClock),
 * resolved as luxon resolves it (its provisional offset is the zone's offset
 * now), or undefined when a daylight-saving change skips that time.
 */
function wallClockToUtc(zone: IANAZone, provisionalOffset: number, local: number): number | undefined {
  let utc = local - provisionalOffset * 60_000
  const second = zone.offset(utc)
  if (second !== provisionalOffset) {
    utc -= (second - provisionalOffset) * 60_000
    const third = zone.offset(utc)
    if (third !== second) utc = local - Math.min(second, third) * 60_000
  }
  return utc + zone.offset(utc) * 60_000 === local ? utc : undefined
}

/**
 * The zone's offset (minutes) through a whole local day (`midnight` from
 * wallClock), or undefined on a day with a daylight-saving change: on every
 * other day a slot's instant is plain arithmetic, with no look-up per slot
 * (a look-up per slot made a 90-day horizon cost ~80 ms).
 */
function steadyOffset(zone: IANAZone, midnight: number): number | undefined {
  // Wide enough for any offset (−12 h to +14 h) on either side of the local day.
  const before = zone.offset(midnight - 14 * 3_600_000)
  return before === zone.offset(midnight + 36 * 3_600_000) ? before : undefined
}

/** Claimed seats by cell start in UTC milliseconds: numeric look-ups for the slot loop. */
function claimsByInstant(claims: Claims): Map<number, Set<number>> {
  return new Map([...claims].map(([cell, seats]) => [Date.parse(cell), seats]))
}

/** How many of the clinic's places are free in every cell of [start, start + duration), start in UTC milliseconds. */
function freePlacesAt(claims: Map<number, Set<number>>, start: number, durationMinutes: number, schedule: ClinicSchedule): number {
  if (claims.size === 0) return schedule.places
  const taken = new Set<number>()
  for (let cell = 0; cell < Math.ceil(durationMinutes / schedule.slotMinutes); cell++) {
    // Seats past today's number of places (after it was lowered) take nothing away.
    for (const seat of claims.get(start + cell * schedule.slotMinutes * 60_000) ?? []) if (seat <= schedule.places) taken.add(seat)
  }
  return schedule.places - taken.size
}

export function computeAvailability(options: {
  schedule: ClinicSchedule
  durationMinutes: number
  claims: Claims
  /** Clinic-local dates, inclusive. */
  from: string
  to: string
  now: Date
}): DayAvailability[] {
  const { schedule, durationMinutes } = options
  const claims = claimsByInstant(options.claims)
  const zone = schedule.timeZone
  const now = DateTime.fromJSDate(options.now, { zone })
  const earliest = now.plus({ hours: schedule.leadTimeHours })
  const lastDay = now.startOf('day').plus({ days: schedule.horizonDays })
  const first = DateTime.fromISO(options.from, { zone }).startOf('day')
  const last = DateTime.min(DateTime.fromISO(options.to, { zone }).startOf('day'), lastDay)
  const ianaZone = IANAZone.create(zone)
  const provisionalOffset = ianaZone.offset(Date.now())
  const earliestMs = earliest.toMillis()
  const days: DayAvailability[] = []
  // Local dates walked as wall-clock midnights (whole days apart, whatever the zone's changes).
  const lastMidnight = wallClock(last.toISODate()!, 0)
  for (let midnight = wallClock(first.toISODate()!, 0); midnight <= lastMidnight; midnight += 86_400_000) {
    const date = new Date(midnight).toISOString().slice(0, 10)
    const weekday = new Date(midnight).getUTCDay() || 7
    const offset = steadyOffset(ianaZone, midnight)
    const slots: Slot[] = []
    for (const interval of schedule.hours.get(weekday) ?? []) {
      const closes = minutesOf(interval.closes)
      for (let minute = minutesOf(interval.opens); minute + durationMinutes <= closes; minute += schedule.slotMinutes) {
        if (closedDuring(schedule, date, minute, minute + durationMinutes)) continue
        // A wall-clock time skipped by a daylight-saving change does not exist that day.
        const local = midnight + minute * 60_000
        const start = offset === undefined ? wallClockToUtc(ianaZone, provisionalOffset, local) : local - offset * 60_000
        if (start === undefined || start < earliestMs) continue
        const free = freePlacesAt(claims, start, durationMinutes, schedule)
        if (free === 0) continue
        slots.push({
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + durationMinutes * 60_000).toISOString(),
          localTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
          freePlaces: free,
        })
      }
    }
    days.push({ date, slots })
  }
  return days
}
