import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import { toDate } from '~/db/dialect.server'
import type { Database, StepStatus } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { StaffCaller } from '~/access/caller.server'
import { roleMay } from '~/access/permissions'
import type { CalendarDay } from './appointments-query.server'
import { staffAppointmentRows, toStaffAppointment, type StaffAppointment } from './appointment-rows.server'
import { consecutiveDates, localDate, localDaysRange, weekStart, type LocalDate } from './clinic-days'
import { clinicsInScope, type ScopedClinic } from '~/access/clinic-scope.server'
import { waitingConversations, type WaitingConversations } from '~/conversations/waiting-conversations.server'

/*
 * The console's first page. One agenda: today's and tomorrow's appointments
 * (each clinic's own local days) across the clinics in scope, by start time.
 * Then what needs someone: holds lapsing within 15 minutes, contact messages
 * nobody has answered (only for those who may answer the inbox), and
 * treatment plan steps that are due (next or planned, dated today or
 * earlier). Per clinic only what the agenda does not say: closed today
 * (a closure, or no hours that weekday), a partial closure, or appointments
 * of the two days that fall outside its hours. And the week's paid bookings
 * and revenue net of refunds, per clinic in its currency; a booking counts
 * in the week (Monday to Sunday, the clinic's) it was paid. And the care
 * conversations waiting more than 4 working hours for the team, with the
 * week's median first reply (for those who may see conversations; clinic
 * staff only the ones they were brought into).
 *
 * `clinics` and `newContactMessages` keep the shape /v1/admin/today always
 * answered (every clinic in scope with its two days, holds and week).
 */

const HOLD_WARNING_MS = 15 * 60_000
const NEW_MESSAGE_MS = 24 * 60 * 60_000
/** How many of the oldest unanswered messages and of the due steps are listed (the counts are whole). */
const LISTED = 20

export interface ClinicToday {
  clinic: ScopedClinic
  today: CalendarDay
  tomorrow: CalendarDay
  /** Soonest to lapse first. */
  expiringHolds: ExpiringHold[]
  /** Monday to Sunday in the clinic's zone; a booking counts in the week it was paid. */
  week: { from: LocalDate; to: LocalDate; bookings: number; revenue: Array<{ currency: string; amountMinor: number }> }
}

export type ExpiringHold = StaffAppointment & { holdExpiresAt: string }

/** An appointment of the agenda, and which of its clinic's days it falls on. */
export type AgendaAppointment = StaffAppointment & { day: 'today' | 'tomorrow' }

export interface DueStep {
  id: number
  treatmentId: number
  status: Extract<StepStatus, 'next' | 'planned'>
  kind: string
  title: string | null
  /** The clinic-local day it was planned for (today or earlier). */
  scheduledOn: LocalDate
  patient: { userId: number; name: string }
  service: { id: number; name: string }
  clinic: { id: number; name: string; timeZone: string }
}

export interface UnansweredMessages {
  /** Every message still "new". */
  count: number
  /** The oldest first. */
  oldest: Array<{ id: number; name: string; subject: string; receivedAt: string }>
}

/** A clinic worth a card of its own today: closed, partly closed, or with appointments outside its hours. */
export interface ClinicNotice {
  clinic: ScopedClinic
  today: LocalDate
  /** closure: a whole-day closure today; no_hours: no opening hours on this weekday; null: open. */
  closedToday: 'closure' | 'no_hours' | null
  /** Parts of today closed ("HH:MM"). */
  closedSpans: Array<{ from: string; to: string }>
  /** Ids of today's and tomorrow's appointments that fall outside the clinic's hours or inside a closure. */
  outsideHours: number[]
}

export interface TodayOverview {
  clinics: ClinicToday[]
  /** Contact messages received in the last 24 hours; null for those who do not answer the inbox. */
  newContactMessages: number | null
  agenda: AgendaAppointment[]
  needsAction: {
    expiringHolds: ExpiringHold[]
    /** Null for those who do not answer the inbox. */
    unansweredMessages: UnansweredMessages | null
    stepsDue: DueStep[]
    stepsDueCount: number
  }
  notices: ClinicNotice[]
  /** Care conversations waiting more than 4 working hours, and this week's median first reply; null for those who may not see conversations. */
  conversationsWaiting: WaitingConversations | null
}

type Days = { today: LocalDate; tomorrow: LocalDate; week: LocalDate[] }

function clinicDays(clinic: ScopedClinic, now: Date): Days {
  const today = localDate(now, clinic.timeZone)
  return { today, tomorrow: consecutiveDates(today, 2)[1]!, week: consecutiveDates(weekStart(today), 7) }
}

async function todayAndTomorrow(db: Kysely<Database>, clinics: ScopedClinic[], days: Map<number, Days>, locale: Locale) {
  const rows = await staffAppointmentRows(db, locale)
    .where('a.replaced_by_id', 'is', null)
    .where('a.status', 'in', ['pending_payment', 'confirmed', 'completed'])
    .where((eb) =>
      eb.or(
        clinics.map((clinic) => {
          const { today, tomorrow } = days.get(clinic.id)!
          const range = localDaysRange(clinic.timeZone, today, tomorrow)
          return eb.and([eb('a.clinic_id', '=', clinic.id), eb('a.starts_at', '>=', range.start), eb('a.starts_at', '<', range.end)])
        }),
      ),
    )
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute()
  return rows.map(toStaffAppointment)
}

async function expiringHolds(db: Kysely<Database>, clinics: ScopedClinic[], locale: Locale, now: Date): Promise<ExpiringHold[]> {
  const rows = await staffAppointmentRows(db, locale)
    .select('a.hold_expires_at')
    .where('a.status', '=', 'pending_payment')
    .where(
      'a.clinic_id',
      'in',
      clinics.map((clinic) => clinic.id),
    )
    .where('a.hold_expires_at', '>', now.toISOString())
    .where('a.hold_expires_at', '<=', new Date(now.getTime() + HOLD_WARNING_MS).toISOString())
    .orderBy('a.hold_expires_at')
    .orderBy('a.id')
    .execute()
  return rows.map((row) => ({ ...toStaffAppointment(row), holdExpiresAt: toDate(row.hold_expires_at!).toISOString() }))
}

async function weekRevenue(db: Kysely<Database>, clinics: ScopedClinic[], days: Map<number, Days>) {
  return (
    db
      .selectFrom('appointments as a')
      .select((eb) => [
        'a.clinic_id',
        'a.currency',
        eb.fn.countAll().as('bookings'),
        eb.fn.sum(eb('a.fee_minor', '-', eb.fn.coalesce('a.refunded_minor', eb.lit(0)))).as('net_minor'),
      ])
      // The live row of a reschedule chain carries the payment (reschedule.server.ts), so each is counted once.
      .where('a.payment_id', 'is not', null)
      .where((eb) =>
        eb.or(
          clinics.map((clinic) => {
            const { week } = days.get(clinic.id)!
            const range = localDaysRange(clinic.timeZone, week[0]!, week[6]!)
            return eb.and([eb('a.clinic_id', '=', clinic.id), eb('a.paid_at', '>=', range.start), eb('a.paid_at', '<', range.end)])
          }),
        ),
      )
      .groupBy(['a.clinic_id', 'a.currency'])
      .orderBy('a.currency')
      .execute()
  )
}

async function recentContactMessages(db: Kysely<Database>, now: Date) {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('created_at', '>', new Date(now.getTime() - NEW_MESSAGE_MS).toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

async function unansweredMessages(db: Kysely<Database>): Promise<UnansweredMessages> {
  const [count, oldest] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'subject', 'created_at'])
      .where('status', '=', 'new')
      .orderBy('created_at')
      .orderBy('id')
      .limit(LISTED)
      .execute(),
  ])
  return {
    count: Number(count.count),
    oldest: oldest.map((row) => ({ id: row.id, name: row.name, subject: row.subject, receivedAt: toDate(row.created_at).toISOString() })),
  }
}

/** Steps of live plans that are next or planned for today (the clinic's) or before, oldest first. */
async function stepsDue(db: Kysely<Database>, clinics: ScopedClinic[], days: Map<number, Days>, locale: Locale) {
  const due = db
    .selectFrom('treatment_steps as s')
    .innerJoin('treatments as t', 't.id', 's.treatment_id')
    .where('t.status', 'in', ['planned', 'active'])
    .where('s.status', 'in', ['next', 'planned'])
    .where((eb) =>
      eb.or(clinics.map((clinic) => eb.and([eb('t.clinic_id', '=', clinic.id), eb('s.scheduled_on', '<=', days.get(clinic.id)!.today)]))),
    )
  const [count, rows] = await Promise.all([
    due.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    due
      .innerJoin('users as u', 'u.id', 't.user_id')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 't.service_id').on('st.locale', '=', locale))
      .innerJoin('clinics as c', 'c.id', 't.clinic_id')
      .select([
        's.id',
        's.treatment_id',
        's.status',
        's.kind',
        's.title',
        's.scheduled_on',
        't.user_id',
        'u.name as patient_name',
        't.service_id',
        'st.name as service_name',
        't.clinic_id',
        'c.name as clinic_name',
        'c.time_zone',
      ])
      .orderBy('s.scheduled_on')
      .orderBy('s.id')
      .limit(LISTED)
      .execute(),
  ])
  const steps = rows.map((row): DueStep => ({
    id: row.id,
    treatmentId: row.treatment_id,
    status: row.status as DueStep['status'],
    kind: row.kind,
    title: row.title,
    scheduledOn: row.scheduled_on,
    patient: { userId: row.user_id, name: row.patient_name },
    service: { id: row.service_id, name: row.service_name },
    clinic: { id: row.clinic_id, name: row.clinic_name, timeZone: row.time_zone },
  }))
  return { steps, count: Number(count.count) }
}

/** Each clinic's opening hours and its closures of today and tomorrow. */
async function clinicSchedules(db: Kysely<Database>, clinics: ScopedClinic[], days: Map<number, Days>) {
  const ids = clinics.map((clinic) => clinic.id)
  const [hours, closures] = await Promise.all([
    db.selectFrom('clinic_opening_hours').select(['clinic_id', 'weekday', 'opens', 'closes']).where('clinic_id', 'in', ids).execute(),
    db
      .selectFrom('clinic_closures')
      .select(['clinic_id', 'on_date', 'starts', 'ends'])
      .where((eb) =>
        eb.or(
          clinics.map((clinic) => {
            const { today, tomorrow } = days.get(clinic.id)!
            return eb.and([eb('clinic_id', '=', clinic.id), eb('on_date', 'in', [today, tomorrow])])
          }),
        ),
      )
      .orderBy('starts')
      .execute(),
  ])
  return { hours, closures }
}

type Schedules = Awaited<ReturnType<typeof clinicSchedules>>

const weekdayOf = (date: LocalDate) => DateTime.fromISO(date, { zone: 'utc' }).weekday

/** Whether an appointment lies within the clinic's hours of its day and outside that day's closures. */
function withinHours(appointment: StaffAppointment, clinicId: number, { hours, closures }: Schedules) {
  const zone = appointment.clinic.timeZone
  const start = DateTime.fromISO(appointment.startsAt, { zone })
  const end = DateTime.fromISO(appointment.endsAt, { zone })
  const date = start.toISODate()!
  const from = start.toFormat('HH:mm')
  // An end at midnight is the day's 24:00.
  const to = end.toISODate() === date ? end.toFormat('HH:mm') : '24:00'
  const open = hours.some((range) => range.clinic_id === clinicId && range.weekday === start.weekday && range.opens <= from && to <= range.closes)
  const closed = closures.some(
    (closure) =>
      closure.clinic_id === clinicId &&
      closure.on_date === date &&
      (closure.starts === null || closure.ends === null || (closure.starts < to && from < closure.ends)),
  )
  return open && !closed
}

function noticeOf(clinic: ScopedClinic, { today }: Days, schedules: Schedules, agenda: AgendaAppointment[]): ClinicNotice | undefined {
  const closuresToday = schedules.closures.filter((closure) => closure.clinic_id === clinic.id && closure.on_date === today)
  const wholeDay = closuresToday.some((closure) => closure.starts === null || closure.ends === null)
  const hasHours = schedules.hours.some((range) => range.clinic_id === clinic.id && range.weekday === weekdayOf(today))
  const closedToday = wholeDay ? 'closure' : hasHours ? null : 'no_hours'
  const closedSpans = wholeDay ? [] : closuresToday.map((closure) => ({ from: closure.starts!, to: closure.ends! }))
  const outsideHours = agenda
    .filter((appointment) => appointment.clinic.id === clinic.id && appointment.status !== 'completed')
    .filter((appointment) => !withinHours(appointment, clinic.id, schedules))
    .map((appointment) => appointment.id)
  if (!closedToday && closedSpans.length === 0 && outsideHours.length === 0) return undefined
  return { clinic, today, closedToday, closedSpans, outsideHours }
}

const emptyOverview = (
  newContactMessages: number | null,
  unanswered: UnansweredMessages | null,
  conversationsWaiting: WaitingConversations | null,
): TodayOverview => ({
  clinics: [],
  newContactMessages,
  agenda: [],
  needsAction: { expiringHolds: [], unansweredMessages: unanswered, stepsDue: [], stepsDueCount: 0 },
  notices: [],
  conversationsWaiting,
})

/** Today for the staff member `caller` (their clinics; the inbox only when they may answer it), at `now`. */
export async function todayOverview(
  db: Kysely<Database>,
  caller: Pick<StaffCaller, 'member' | 'scope'>,
  locale: Locale,
  now: Date,
): Promise<TodayOverview> {
  const answersInbox = roleMay(caller.member.role, 'inbox.answer')
  const [newContactMessages, unanswered, conversationsWaiting, clinics] = await Promise.all([
    answersInbox ? recentContactMessages(db, now) : null,
    answersInbox ? unansweredMessages(db) : null,
    roleMay(caller.member.role, 'conversations.view') ? waitingConversations(db, caller, now) : null,
    clinicsInScope(db, caller.scope),
  ])
  if (clinics.length === 0) return emptyOverview(newContactMessages, unanswered, conversationsWaiting)
  const days = new Map(clinics.map((clinic) => [clinic.id, clinicDays(clinic, now)]))
  const [visits, holds, revenue, due, schedules] = await Promise.all([
    todayAndTomorrow(db, clinics, days, locale),
    expiringHolds(db, clinics, locale, now),
    weekRevenue(db, clinics, days),
    stepsDue(db, clinics, days, locale),
    clinicSchedules(db, clinics, days),
  ])
  const agenda = visits.map((visit): AgendaAppointment => ({
    ...visit,
    day: localDate(new Date(visit.startsAt), visit.clinic.timeZone) === days.get(visit.clinic.id)!.today ? 'today' : 'tomorrow',
  }))
  return {
    newContactMessages,
    agenda,
    needsAction: { expiringHolds: holds, unansweredMessages: unanswered, stepsDue: due.steps, stepsDueCount: due.count },
    notices: clinics.flatMap((clinic) => noticeOf(clinic, days.get(clinic.id)!, schedules, agenda) ?? []),
    conversationsWaiting,
    clinics: clinics.map((clinic) => {
      const { today, tomorrow, week } = days.get(clinic.id)!
      const onDay = (date: LocalDate): CalendarDay => ({
        date,
        appointments: visits.filter((visit) => visit.clinic.id === clinic.id && localDate(new Date(visit.startsAt), clinic.timeZone) === date),
      })
      const sales = revenue.filter((row) => row.clinic_id === clinic.id && row.currency !== null)
      return {
        clinic,
        today: onDay(today),
        tomorrow: onDay(tomorrow),
        expiringHolds: holds.filter((hold) => hold.clinic.id === clinic.id),
        week: {
          from: week[0]!,
          to: week[6]!,
          bookings: sales.reduce((sum, row) => sum + Number(row.bookings), 0),
          revenue: sales.map((row) => ({ currency: row.currency!, amountMinor: Number(row.net_minor) })),
        },
      }
    }),
  }
}
