import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { appointmentsCsv } from '~/staff-console/appointments-csv.server'
import { action } from './appointments'

/*
 * The appointment list's bulk form, posted as the browser posts it: the rows
 * ticked (or the whole page), then "Export selection" (the same CSV columns
 * as the list's export, only those rows) or "Mark completed" (asked first,
 * then each through recordAppointmentOutcome: one audit entry each, a
 * summary of what was skipped and why).
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

/** The action, with a CSV answer read into data (its text and download name). */
const post = consoleForm(async (args: Parameters<typeof action>[0]) => {
  const answer = await action(args)
  if (answer instanceof Response && answer.headers.get('Content-Type')?.startsWith('text/csv')) {
    return { csv: await answer.text(), disposition: answer.headers.get('Content-Disposition') }
  }
  return answer
}, '/admin/appointments')

const HOUR = 3_600_000

describeEachDatabase('the console appointment list’s bulk actions', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Marta Bulk')
  }, 60_000)

  const appointment = (hours: number, clinic: 'bogota' | 'madrid' = 'bogota', more: Partial<Parameters<typeof insertAppointment>[1]> = {}) =>
    insertAppointment(db(), {
      user_id: patient,
      clinic_id: ids[clinic],
      service_id: ids.lasik,
      starts_at: new Date(Date.now() + hours * HOUR).toISOString(),
      patient_first_name: 'Marta',
      patient_last_name: `Bulk ${hours}`,
      patient_email: 'marta.bulk@example.com',
      fee_minor: 15_000,
      currency: 'USD',
      ...more,
    })
  const statuses = async (appointmentIds: number[]) =>
    (await db().selectFrom('appointments').select(['id', 'status']).where('id', 'in', appointmentIds).orderBy('id').execute()).map(
      (row) => row.status,
    )
  const posted = (appointmentIds: number[]) => appointmentIds.map(String)

  it('marks the started, confirmed ones completed, one audit entry each, and says what it skipped and why', async () => {
    const started = [await appointment(-2), await appointment(-1, 'madrid'), await appointment(-3)]
    const upcoming = await appointment(5)
    const cancelled = await appointment(-4, 'bogota', { status: 'cancelled' })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, {}, { intent: 'complete-confirmed', ids: posted([...started, upcoming, cancelled]) }, { locale: 'en' })
    expect(answer).toMatchObject({
      status: 302,
      location: '/admin/appointments',
      toast: { title: '3 marked completed, 1 skipped: not started yet, 1 skipped: no longer confirmed', color: 'success' },
    })
    expect(await statuses([...started, upcoming, cancelled])).toEqual(['completed', 'completed', 'completed', 'confirmed', 'cancelled'])
    expect(await auditBy(db(), coordinator.userId)).toMatchObject(
      started.map((id) => ({
        action: 'appointment.completed',
        entityId: String(id),
        before: { status: 'confirmed' },
        after: { status: 'completed' },
        requestId: answer.requestId,
      })),
    )
  })

  it('in Spanish, back to the same filtered list; nothing markable is a warning and changes nothing', async () => {
    const upcoming = [await appointment(30), await appointment(31)]
    const admin = await consoleStaff(db(), 'admin')
    const answer = await post(admin, {}, { intent: 'complete-confirmed', ids: posted(upcoming) }, { locale: 'es' })
    expect(answer).toMatchObject({
      status: 302,
      location: '/es/admin/appointments',
      toast: { title: 'Ninguna marcada como completada, 2 omitidas: aún no han empezado', color: 'warning' },
    })
    expect(await statuses(upcoming)).toEqual(['confirmed', 'confirmed'])
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })

  it('without JavaScript, "Mark completed" first answers the chosen appointments to confirm, and changes nothing', async () => {
    const chosen = [await appointment(-6), await appointment(7)]
    const answer = await post(await consoleStaff(db(), 'coordinator'), {}, { intent: 'complete', ids: posted([chosen[1]!, chosen[0]!]) })
    expect(answer.status).toBe(200)
    expect((answer.data as { confirm: { id: number; patient: { name: string } }[] }).confirm).toMatchObject([
      { id: chosen[0], patient: { name: 'Marta Bulk -6' }, status: 'confirmed' },
      { id: chosen[1], patient: { name: 'Marta Bulk 7' } },
    ])
    expect(await statuses(chosen)).toEqual(['confirmed', 'confirmed'])
  })

  it('"select all on this page" takes the page’s rows; clinic staff skip another clinic’s as not found and it stays as it was', async () => {
    const bogota = [await appointment(-2), await appointment(-5)]
    const madrid = await appointment(-2, 'madrid')
    const staff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const answer = await post(staff, {}, { intent: 'complete-confirmed', all: 'page', pageIds: posted([...bogota, madrid]) })
    expect(answer.toast).toEqual(expect.objectContaining({ title: '2 marked completed, 1 skipped: not found' }))
    expect(await statuses([...bogota, madrid])).toEqual(['completed', 'completed', 'confirmed'])
    expect((await auditBy(db(), staff.userId)).map((entry) => entry.entityId)).toEqual(bogota.map(String))
  })

  it('exports the selection as the list’s CSV: same columns, only the chosen rows in the caller’s clinics, by start', async () => {
    const later = await appointment(50)
    const sooner = await appointment(20)
    await appointment(21) // not chosen
    const madrid = await appointment(22, 'madrid')
    const staff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const answer = await post(staff, {}, { intent: 'export', ids: posted([later, sooner, madrid]) })
    const { csv, disposition } = answer.data as { csv: string; disposition: string }
    expect(disposition).toMatch(/^attachment; filename="appointments-selection-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const listHeader = (await appointmentsCsv(db(), { kind: 'all' }, {}, 'en').next()).value as string
    expect(`${lines[0]}\r\n`).toBe(listHeader.replace(/^\uFEFF/, ''))
    expect(lines[0]).toMatch(
      /^Appointment,Start \(clinic time\),Time zone,Start \(UTC\),Patient,Email,Service,Clinic,Status,Amount,Currency,Paid,Refunded$/,
    )
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([sooner, later])
    expect(lines[1]).toContain('Marta Bulk 20,marta.bulk@example.com')
  })

  it('nothing chosen, too many, an id that is not one, or no intent: 400 with the reason, nothing changed', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const started = await appointment(-2)
    const cases: [Record<string, string | string[]>, string][] = [
      [{ intent: 'complete-confirmed' }, 'console.appointments.bulk.none_selected'],
      [{ intent: 'export', all: 'page' }, 'console.appointments.bulk.none_selected'],
      [
        { intent: 'complete-confirmed', ids: Array.from({ length: 101 }, (_, index) => String(started + index)) },
        'console.appointments.bulk.too_many',
      ],
      [{ intent: 'complete-confirmed', ids: [String(started), 'abc'] }, 'console.appointments.bulk.unknown'],
      [{ intent: 'delete', ids: [String(started)] }, 'console.appointments.bulk.unknown'],
      [{ ids: [String(started)] }, 'console.appointments.bulk.unknown'],
    ]
    for (const [fields, error] of cases) {
      expect(await post(coordinator, {}, fields)).toMatchObject({ status: 400, data: { bulkError: error } })
    }
    expect(await statuses([started])).toEqual(['confirmed'])
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })
})
