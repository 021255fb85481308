import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { CalendarDay } from './appointments-query.server'
import { staffAppointmentRows, toStaffAppointment, type StaffAppointment } from './appointment-rows.server'
import { consecutiveDates, localDate, localDaysRange, weekStart, type LocalDate } from './clinic-days'
import { clinicsInScope, type ClinicScope, type ScopedClinic } from '~/access/clinic-scope.server'

/*
 * The console's first page: per clinic in scope, what happens today and
 * tomorrow (its local days), which holds lapse within 15 minutes, and this
 * week's paid bookings and revenue (net of refunds) per currency. Contact
 * messages have no clinic and no status yet (the inbox adds it), so "new"
 * means received in the last 24 hours, and only an all-clinics scope sees it.
 */

const HOLD_WARNING_MS = 15 * 60_000
const NEW_MESSAGE_MS = 24 * 60 * 60_000

export interface ClinicToday {
  clinic: ScopedClinic
  today: CalendarDay
  tomorrow: CalendarDay
  /** Soonest to lapse first. */
  expiringHolds: Array<StaffAppointment & { holdExpiresAt: string }>
  /** Monday to Sunday in the clinic's zone; a booking counts in the week it was paid. */
  week: { from: LocalDate; to: LocalDate; bookings: number; revenue: Array<{ currency: string; amountMinor: number }> }
}

export interface TodayOverview {
  clinics: ClinicToday[]
  newContactMessages: number | null
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

async function expiringHolds(db: Kysely<Database>, clinics: ScopedClinic[], locale: Locale, now: Date) {
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

export async function todayOverview(db: Kysely<Database>, scope: ClinicScope, locale: Locale, now: Date = new Date()): Promise<TodayOverview> {
  const newContactMessages = scope.kind === 'all' ? await recentContactMessages(db, now) : null
  const clinics = await clinicsInScope(db, scope)
  if (clinics.length === 0) return { clinics: [], newContactMessages }
  const days = new Map(clinics.map((clinic) => [clinic.id, clinicDays(clinic, now)]))
  const [visits, holds, revenue] = await Promise.all([
    todayAndTomorrow(db, clinics, days, locale),
    expiringHolds(db, clinics, locale, now),
    weekRevenue(db, clinics, days),
  ])
  return {
    newContactMessages,
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
