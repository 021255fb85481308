import { sql, type Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { AppointmentFilters } from './appointment-filters'
import { staffAppointmentRows, toStaffAppointment, type StaffAppointment } from './appointment-rows.server'
import { consecutiveDates, localDate, localDaysRange, weekStart, type LocalDate } from './clinic-days'
import { clinicInScope, clinicsInScope, type ClinicScope, type ScopedClinic } from '~/access/clinic-scope.server'
import { pageCursor, readCursor } from './page-cursor.server'
import { containsFolded, containsLowerCase } from './text-search.server'

/*
 * The appointment list pages by keyset on (start, id), not by offset: a page
 * costs the same at row 40,000 as at row 0 (the index on starts_at is walked
 * from the cursor, nothing is skipped), and a booking made while someone
 * pages cannot shift rows into the next page twice or out of it. What it
 * gives up, a total count and "jump to page 37", a coordinator filtering by
 * clinic, day or patient does not need. Rescheduled appointments are listed
 * once, as their replacement; the detail read shows the chain.
 */

export const APPOINTMENTS_PAGE_SIZE = 50

export interface AppointmentPage {
  appointments: StaffAppointment[]
  /** Pass back as `after` for the next page; null on the last one. */
  nextCursor: string | null
}

export interface AppointmentListRequest {
  filters: AppointmentFilters
  order?: 'asc' | 'desc'
  after?: string
  pageSize?: number
}

/** The filtered appointments, no page; `clinics` are those in scope that the clinic filter leaves. */
function filteredAppointments(
  db: Kysely<Database>,
  scope: ClinicScope,
  clinics: ScopedClinic[],
  { clinicId, serviceId, status, from, to, patient }: AppointmentFilters,
  locale: Locale,
) {
  let query = staffAppointmentRows(db, locale).where('a.replaced_by_id', 'is', null).where(clinicInScope('a.clinic_id', scope))
  if (clinicId !== undefined) query = query.where('a.clinic_id', '=', clinicId)
  if (serviceId !== undefined) query = query.where('a.service_id', '=', serviceId)
  if (status) query = query.where('a.status', '=', status)
  if (from || to) {
    // Each clinic's days begin at its own midnight, so the range is one condition per clinic.
    query = query.where((eb) =>
      eb.or(
        clinics.map((clinic) => {
          const bounds = [eb('a.clinic_id', '=', clinic.id)]
          if (from) bounds.push(eb('a.starts_at', '>=', localDaysRange(clinic.timeZone, from, from).start))
          if (to) bounds.push(eb('a.starts_at', '<', localDaysRange(clinic.timeZone, to, to).end))
          return eb.and(bounds)
        }),
      ),
    )
  }
  if (patient) {
    query = query.where((eb) =>
      eb.or([
        containsFolded(db, sql<string>`${sql.ref('a.patient_first_name')} || ' ' || ${sql.ref('a.patient_last_name')}`, patient),
        containsLowerCase(eb.ref('a.patient_email'), patient),
        containsFolded(db, eb.ref('u.name'), patient),
        containsLowerCase(eb.ref('u.email'), patient),
      ]),
    )
  }
  return query
}

/** One page of the staff's appointment list, by start time (then id), never outside `scope`. */
export async function listStaffAppointments(
  db: Kysely<Database>,
  scope: ClinicScope,
  { filters, order = 'asc', after, pageSize = APPOINTMENTS_PAGE_SIZE }: AppointmentListRequest,
  locale: Locale,
): Promise<AppointmentPage> {
  const clinics = await clinicsInScope(db, scope, filters.clinicId)
  if (clinics.length === 0) return { appointments: [], nextCursor: null }
  let query = filteredAppointments(db, scope, clinics, filters, locale)
  const cursor = after ? readCursor(after) : undefined
  if (cursor) {
    query = query.where((eb) => eb(eb.refTuple('a.starts_at', 'a.id'), order === 'asc' ? '>' : '<', eb.tuple(cursor.startsAt, cursor.id)))
  }
  const rows = await query
    .orderBy('a.starts_at', order)
    .orderBy('a.id', order)
    .limit(pageSize + 1)
    .execute()
  const appointments = rows.slice(0, pageSize).map(toStaffAppointment)
  const last = appointments.at(-1)
  return { appointments, nextCursor: rows.length > pageSize && last ? pageCursor(last.startsAt, last.id) : null }
}

/** The appointments of `ids` that are in `scope`, by start time (then id); ids outside it or unknown are left out. */
export async function staffAppointmentsByIds(db: Kysely<Database>, scope: ClinicScope, ids: number[], locale: Locale): Promise<StaffAppointment[]> {
  if (ids.length === 0) return []
  const rows = await staffAppointmentRows(db, locale)
    .where(clinicInScope('a.clinic_id', scope))
    .where('a.id', 'in', ids)
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute()
  return rows.map(toStaffAppointment)
}

export interface CalendarDay {
  date: LocalDate
  appointments: StaffAppointment[]
}

export interface ClinicCalendar {
  clinic: ScopedClinic
  days: CalendarDay[]
}

/**
 * One clinic's day, or its week (Monday to Sunday) around `date`, in its time
 * zone, each day with its appointments by start. Lapsed holds (expired) are
 * left out: they never took a place. Undefined for a clinic outside `scope`.
 */
export async function clinicCalendar(
  db: Kysely<Database>,
  scope: ClinicScope,
  { clinicId, date, span }: { clinicId: number; date: LocalDate; span: 'day' | 'week' },
  locale: Locale,
): Promise<ClinicCalendar | undefined> {
  const [clinic] = await clinicsInScope(db, scope, clinicId)
  if (!clinic) return undefined
  const dates = span === 'day' ? [date] : consecutiveDates(weekStart(date), 7)
  const range = localDaysRange(clinic.timeZone, dates[0]!, dates.at(-1)!)
  const rows = await staffAppointmentRows(db, locale)
    .where('a.clinic_id', '=', clinic.id)
    .where('a.replaced_by_id', 'is', null)
    .where('a.status', '!=', 'expired')
    .where('a.starts_at', '>=', range.start)
    .where('a.starts_at', '<', range.end)
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute()
  const days = dates.map((day): CalendarDay => ({ date: day, appointments: [] }))
  for (const appointment of rows.map(toStaffAppointment)) {
    const day = localDate(new Date(appointment.startsAt), clinic.timeZone)
    days.find((candidate) => candidate.date === day)?.appointments.push(appointment)
  }
  return { clinic, days }
}
