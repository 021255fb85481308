import { DateTime } from 'luxon'

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

/** Seats free in every cell of [start, start + duration). */
export function freeSeats(claims: Claims, start: DateTime, durationMinutes: number, schedule: ClinicSchedule): number[] {
  const cells = Math.ceil(durationMinutes / schedule.slotMinutes)
  const taken = new Set<number>()
  for (let cell = 0; cell < cells; cell++) {
    for (const seat of claims.get(cellKey(start.plus({ minutes: cell * schedule.slotMinutes }))) ?? []) taken.add(seat)
  }
  return Array.from({ length: schedule.places }, (_, index) => index + 1).filter((seat) => !taken.has(seat))
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
  const { schedule, durationMinutes, claims } = options
  const zone = schedule.timeZone
  const now = DateTime.fromJSDate(options.now, { zone })
  const earliest = now.plus({ hours: schedule.leadTimeHours })
  const lastDay = now.startOf('day').plus({ days: schedule.horizonDays })
  const first = DateTime.fromISO(options.from, { zone }).startOf('day')
  const last = DateTime.min(DateTime.fromISO(options.to, { zone }).startOf('day'), lastDay)
  const days: DayAvailability[] = []
  for (let day = first; day <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!
    const slots: Slot[] = []
    for (const interval of schedule.hours.get(day.weekday) ?? []) {
      const closes = minutesOf(interval.closes)
      for (let minute = minutesOf(interval.opens); minute + durationMinutes <= closes; minute += schedule.slotMinutes) {
        if (closedDuring(schedule, date, minute, minute + durationMinutes)) continue
        const localTime = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
        const start = DateTime.fromISO(`${date}T${localTime}`, { zone })
        // A wall-clock time skipped by a daylight-saving change does not exist that day.
        if (!start.isValid || start.toFormat('HH:mm') !== localTime || start < earliest) continue
        const free = freeSeats(claims, start, durationMinutes, schedule).length
        if (free === 0) continue
        slots.push({
          startsAt: start.toUTC().toISO()!,
          endsAt: start.plus({ minutes: durationMinutes }).toUTC().toISO()!,
          localTime,
          freePlaces: free,
        })
      }
    }
    days.push({ date, slots })
  }
  return days
}
