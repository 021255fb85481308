import type { Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import { DateTime } from 'luxon'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { minorUnitsPerUnit } from '~/i18n/money'
import type { AppointmentFilters } from './appointment-filters'
import type { StaffAppointment } from './appointment-rows.server'
import { listStaffAppointments, staffAppointmentsByIds } from './appointments-query.server'
import type { ClinicScope } from '~/access/clinic-scope.server'

/*
 * The filtered appointment list as a CSV file (RFC 4180: comma, CRLF,
 * quotes doubled), read page by page so an export of 50,000 rows never
 * holds more than one page. It starts with a UTF-8 byte order mark, without
 * which Excel reads "Pérez" as "PÃ©rez". A cell that a spreadsheet would
 * take for a formula (= + - @, tab, carriage return) gets a leading
 * apostrophe (OWASP's advice). Amounts are in currency units with a dot.
 */

const BYTE_ORDER_MARK = '\uFEFF'
const EXPORT_PAGE_SIZE = 500
const FORMULA_START = /^[=+\-@\t\r]/

const columns = [
  'id',
  'starts_clinic',
  'time_zone',
  'starts_utc',
  'patient',
  'email',
  'service',
  'clinic',
  'status',
  'amount',
  'currency',
  'paid',
  'refunded',
] as const

/** A cell no spreadsheet will evaluate. */
export function neutralised(cell: string) {
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

function units(amountMinor: number, currency: string) {
  const perUnit = minorUnitsPerUnit(currency)
  return (amountMinor / perUnit).toFixed(perUnit === 1 ? 0 : 2)
}

function csvLines(records: string[][]) {
  return stringify(
    records.map((record) => record.map(neutralised)),
    { record_delimiter: 'windows' },
  )
}

function rowCells(appointment: StaffAppointment, t: ReturnType<typeof serverTranslator>): string[] {
  const { amountMinor, currency } = appointment
  return [
    String(appointment.id),
    DateTime.fromISO(appointment.startsAtClinic, { setZone: true }).toFormat('yyyy-MM-dd HH:mm'),
    appointment.clinic.timeZone,
    appointment.startsAt,
    appointment.patient.name,
    appointment.patient.email,
    appointment.service.name,
    appointment.clinic.name,
    t(`console.appointment_status.${appointment.status}`),
    amountMinor !== null && currency ? units(amountMinor, currency) : '',
    currency ?? '',
    t(appointment.paid ? 'staff_console.csv.yes' : 'staff_console.csv.no'),
    currency && appointment.refundedMinor > 0 ? units(appointment.refundedMinor, currency) : '',
  ]
}

function csvHeader(t: ReturnType<typeof serverTranslator>) {
  return BYTE_ORDER_MARK + csvLines([columns.map((column) => t(`staff_console.csv.columns.${column}`))])
}

/** The CSV file in pieces (the header, then one piece per page), for a streamed response. */
export async function* appointmentsCsv(
  db: Kysely<Database>,
  scope: ClinicScope,
  filters: AppointmentFilters,
  locale: Locale,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  const t = serverTranslator(locale)
  yield csvHeader(t)
  let after: string | undefined
  do {
    const page = await listStaffAppointments(db, scope, { filters, after, pageSize }, locale)
    if (page.appointments.length > 0) yield csvLines(page.appointments.map((appointment) => rowCells(appointment, t)))
    after = page.nextCursor ?? undefined
  } while (after)
}

/** The chosen appointments (those of `ids` in scope) as the same CSV file, by start time. */
export async function selectedAppointmentsCsv(db: Kysely<Database>, scope: ClinicScope, ids: number[], locale: Locale): Promise<string> {
  const t = serverTranslator(locale)
  const appointments = await staffAppointmentsByIds(db, scope, ids, locale)
  return csvHeader(t) + (appointments.length > 0 ? csvLines(appointments.map((appointment) => rowCells(appointment, t))) : '')
}

/** A CSV file answered as a download, never kept by a cache. */
export function csvDownload(body: BodyInit, fileName: string) {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
