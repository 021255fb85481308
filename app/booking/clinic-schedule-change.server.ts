import type { Kysely, Transaction } from 'kysely'
import { DateTime } from 'luxon'
import { lockRowForUpdate, toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { computeAvailability, fitsSchedule, WHOLE_DAY, type ClinicSchedule, type DayAvailability } from './availability'
import { loadClaims, loadSchedule } from './availability.server'
import { releaseExpiredHolds } from './holds.server'
import type { BookingRulesInput, ClinicClosureInput, OpeningRange } from './clinic-availability-schemas'

/*
 * What the staff console's availability actions share: a change is a function
 * from the clinic's schedule to the proposed one, so the refusal check, the
 * preview and the public availability all read one computation
 * (availability.ts). The check and the write run in one transaction holding
 * the clinic's row, which bookings share (holds.server.ts ensureStillOffered):
 * a booking racing the change either lands first and is listed, or waits and
 * is checked against the new hours.
 */

export type ScheduleChange = (schedule: ClinicSchedule) => ClinicSchedule

/** A live appointment a change would leave outside the clinic's hours or places. */
export interface AffectedAppointment {
  id: number
  patientName: string
  /** UTC instant, ISO 8601. */
  startsAt: string
  /** Its start on the clinic's wall clock, "YYYY-MM-DDTHH:mm". */
  localStart: string
  timeZone: string
  /** pending_payment: a live unpaid hold, which may be being paid right now. */
  status: 'confirmed' | 'pending_payment'
  /** outside_hours: not inside the new hours or inside a new closure; over_places: its place would no longer exist. */
  reason: 'outside_hours' | 'over_places'
}

/** The refusal of a change that would strand live appointments, listing them. */
export interface ScheduleConflictRefusal extends Refusal {
  code: 'schedule_conflicts'
  appointments: AffectedAppointment[]
}

/** An availability action's result: what changed (for the audit trail), or why not. */
export type ScheduleChanged<Change extends object> = Outcome<Change> | ScheduleConflictRefusal

export const withHours =
  (ranges: OpeningRange[]): ScheduleChange =>
  (schedule) => {
    const hours = new Map<number, { opens: string; closes: string }[]>()
    for (const { weekday, opens, closes } of [...ranges].sort((a, b) => a.opens.localeCompare(b.opens))) {
      hours.set(weekday, [...(hours.get(weekday) ?? []), { opens, closes }])
    }
    return { ...schedule, hours }
  }

export const withClosure =
  ({ date, starts, ends }: Omit<ClinicClosureInput, 'clinicId'>): ScheduleChange =>
  (schedule) => {
    const closures = new Map(schedule.closures)
    closures.set(date, [...(closures.get(date) ?? []), starts && ends ? { from: starts, to: ends } : WHOLE_DAY])
    return { ...schedule, closures }
  }

export const withRules =
  ({ places, leadTimeHours, horizonDays }: Omit<BookingRulesInput, 'clinicId'>): ScheduleChange =>
  (schedule) => ({ ...schedule, places, leadTimeHours, horizonDays })

/**
 * Confirmed appointments and live unpaid holds not yet over that the proposed
 * schedule would strand. Holds count: the patient may be paying at this
 * moment, and a payment landing after the change would confirm an hour the
 * clinic no longer opens; they expire within minutes, so the change can be
 * made then.
 */
export async function affectedAppointments(
  db: Kysely<Database>,
  clinicId: number,
  proposed: ClinicSchedule,
  now: Date,
): Promise<AffectedAppointment[]> {
  const live = await db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.status', 'a.starts_at', 'a.ends_at', 'a.patient_first_name', 'a.patient_last_name', 'u.name'])
    .where('a.clinic_id', '=', clinicId)
    .where('a.ends_at', '>', now.toISOString())
    .where((eb) =>
      eb.or([eb('a.status', '=', 'confirmed'), eb.and([eb('a.status', '=', 'pending_payment'), eb('a.hold_expires_at', '>', now.toISOString())])]),
    )
    .orderBy('a.starts_at')
    .execute()
  if (live.length === 0) return []
  const seats = await db
    .selectFrom('slot_claims')
    .select((eb) => ['appointment_id', eb.fn.max('seat').as('seat')])
    .where(
      'appointment_id',
      'in',
      live.map((row) => row.id),
    )
    .groupBy('appointment_id')
    .execute()
  const highestSeat = new Map(seats.map((row) => [row.appointment_id, Number(row.seat)]))
  return live.flatMap((row) => {
    const start = toDate(row.starts_at)
    const minutes = (toDate(row.ends_at).getTime() - start.getTime()) / 60_000
    const reason = !fitsSchedule(proposed, start, minutes)
      ? 'outside_hours'
      : (highestSeat.get(row.id) ?? 0) > proposed.places
        ? 'over_places'
        : undefined
    if (!reason) return []
    const patientName = row.patient_first_name ? `${row.patient_first_name} ${row.patient_last_name ?? ''}`.trim() : row.name
    return [
      {
        id: row.id,
        patientName,
        startsAt: start.toISOString(),
        localStart: DateTime.fromJSDate(start, { zone: proposed.timeZone }).toFormat("yyyy-MM-dd'T'HH:mm"),
        timeZone: proposed.timeZone,
        status: row.status as AffectedAppointment['status'],
        reason,
      },
    ]
  })
}

/**
 * Runs one availability change: in a transaction holding the clinic's row,
 * refuses it when `refusal` finds the input wrong for this clinic or when live
 * appointments would be stranded, else writes it.
 */
export async function changeClinicSchedule<Change extends object>(
  db: Kysely<Database>,
  clinicId: number,
  now: Date,
  steps: {
    refusal?: (current: ClinicSchedule) => Refusal | undefined
    change: ScheduleChange
    write: (trx: Transaction<Database>, current: ClinicSchedule) => Promise<Change>
  },
): Promise<ScheduleChanged<Change>> {
  return db.transaction().execute(async (trx): Promise<ScheduleChanged<Change>> => {
    await lockRowForUpdate(trx, 'clinics', clinicId)
    const current = await loadSchedule(trx, clinicId)
    if (!current) return refuse('clinic_not_found')
    const refused = steps.refusal?.(current)
    if (refused) return refused
    // A hold past its time is expired here, not merely skipped: a payment for it arriving after
    // this change then finds it expired (and is refunded) instead of confirming a closed hour.
    await releaseExpiredHolds(trx, now)
    const stranded = await affectedAppointments(trx, clinicId, steps.change(current), now)
    if (stranded.length > 0)
      return { ...refuse('schedule_conflicts', { values: { count: stranded.length } }), code: 'schedule_conflicts', appointments: stranded }
    return { ok: true, ...(await steps.write(trx, current)) }
  })
}

export interface FreeHoursPreview {
  timeZone: string
  /** Each local day from today: its free hours as they would be. */
  days: DayAvailability[]
  /** The live appointments the change would strand (the action would refuse it). */
  affected: AffectedAppointment[]
}

/**
 * The free hours of the next `days` days in the clinic's time zone as they
 * would be after `change`, for an appointment of `durationMinutes` (default:
 * one slot), with the places already taken; undefined for an unknown clinic.
 */
export async function previewFreeHours(
  db: Kysely<Database>,
  clinicId: number,
  change: ScheduleChange,
  options: { days: number; now: Date; durationMinutes?: number },
): Promise<FreeHoursPreview | undefined> {
  const current = await loadSchedule(db, clinicId)
  if (!current) return undefined
  const proposed = change(current)
  const durationMinutes = options.durationMinutes ?? proposed.slotMinutes
  const today = DateTime.fromJSDate(options.now, { zone: proposed.timeZone }).startOf('day')
  const lastDay = today.plus({ days: options.days - 1 })
  const [claims, affected] = await Promise.all([
    loadClaims(db, clinicId, today, lastDay.endOf('day').plus({ minutes: durationMinutes })),
    affectedAppointments(db, clinicId, proposed, options.now),
  ])
  const days = computeAvailability({
    schedule: proposed,
    durationMinutes,
    claims,
    from: today.toISODate()!,
    to: lastDay.toISODate()!,
    now: options.now,
  })
  return { timeZone: proposed.timeZone, days, affected }
}
