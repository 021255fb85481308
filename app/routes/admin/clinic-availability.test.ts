import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { bookableHours } from '../../../tests/setup/booking'
import { bookedHour, editedClinic, SERVICE } from '../../../tests/setup/clinic-availability'
import { auditBy, consoleForm, consoleStaff, type FormFields } from '../../../tests/setup/console-request'
import { staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './clinic-availability'

/*
 * The console's availability page of one clinic, its three forms (weekly
 * hours, closures, booking rules: each previewed or saved) and the closures'
 * remove buttons, posted as the browser posts them. The rules behind them are
 * tested in app/booking/*clinic*.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/availability/:clinicId')

/** The hours form as the page sends it: two ranges for each of the seven days, the closed ones empty. */
function hoursForm(ranges: Record<number, [string, string][]>): FormFields {
  const fields: FormFields = { form: 'hours' }
  for (let weekday = 1; weekday <= 7; weekday++)
    for (let index = 0; index < 2; index++) {
      const [opens, closes] = ranges[weekday]?.[index] ?? ['', '']
      fields[`opens-${weekday}-${index}`] = opens
      fields[`closes-${weekday}-${index}`] = closes
    }
  return fields
}

/** Every day from 06:00 to 21:00: more than any seeded clinic opens, so it strands nobody. */
const LONG_WEEK = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((weekday): [number, [string, string][]] => [
    weekday,
    [
      ['06:00', '12:00'],
      ['12:00', '21:00'],
    ],
  ]),
)

describeEachDatabase('the console clinic availability page’s forms', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>
  let otherClinic: number
  let params: { clinicId: string }

  beforeAll(async () => {
    current.db = db()
    clinic = await editedClinic(db())
    const { bogota, madrid } = await staffConsoleCatalogue(db())
    otherClinic = clinic.id === bogota ? madrid : bogota
    params = { clinicId: String(clinic.id) }
  }, 60_000)

  const hours = () =>
    db()
      .selectFrom('clinic_opening_hours')
      .select(['weekday', 'opens', 'closes'])
      .where('clinic_id', '=', clinic.id)
      .orderBy('weekday')
      .orderBy('opens')
      .execute()
  const rules = () =>
    db()
      .selectFrom('clinic_booking_rules')
      .select(['places', 'lead_time_hours', 'horizon_days'])
      .where('clinic_id', '=', clinic.id)
      .executeTakeFirstOrThrow()
  const closures = () => db().selectFrom('clinic_closures').select(['id', 'on_date', 'starts', 'ends']).where('clinic_id', '=', clinic.id).execute()
  /** The day of an instant on the clinic’s calendar. */
  const clinicDay = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: clinic.timeZone }).format(new Date(at))

  it('saves the booking rules: back to the page with “Booking rules saved.”, the rules changed, audited before → after', async () => {
    const before = await rules()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, params, { form: 'rules', intent: 'save', places: '3', leadTimeHours: '36', horizonDays: '120' })
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/availability/${clinic.id}`,
      toast: { title: 'Booking rules saved.', color: 'success' },
    })
    expect(await rules()).toEqual({ places: 3, lead_time_hours: 36, horizon_days: 120 })
    expect(await auditBy(db(), coordinator.userId)).toMatchObject([
      {
        action: 'clinic.booking_rules',
        entityType: 'clinic',
        entityId: String(clinic.id),
        before: { places: before.places },
        after: { places: 3, leadTimeHours: 36, horizonDays: 120 },
        requestId: answer.requestId,
      },
    ])
  })

  it('clinic staff of the clinic preview the weekly hours (nothing written), then save them', async () => {
    const before = await hours()
    const own = await consoleStaff(db(), 'clinic_staff', [clinic.id])
    const preview = await post(own, params, { ...hoursForm(LONG_WEEK), intent: 'preview' })
    expect(preview).toMatchObject({ status: 200, data: { form: 'hours', conflicts: [], preview: { timeZone: clinic.timeZone } } })
    expect((preview.data as { preview: { days: unknown[] } }).preview.days).toHaveLength(14)
    expect(await hours()).toEqual(before)
    expect(await auditBy(db(), own.userId)).toEqual([])

    const saved = await post(own, params, { ...hoursForm(LONG_WEEK), intent: 'save' }, { locale: 'es' })
    expect(saved).toMatchObject({ status: 302, location: `/es/admin/availability/${clinic.id}`, toast: { color: 'success' } })
    expect(await hours()).toHaveLength(14)
    expect((await hours()).filter((range) => range.weekday === 7)).toEqual([
      { weekday: 7, opens: '06:00', closes: '12:00' },
      { weekday: 7, opens: '12:00', closes: '21:00' },
    ])
    expect(await auditBy(db(), own.userId)).toMatchObject([{ action: 'clinic.hours', entityId: String(clinic.id) }])
  })

  it('adds a closure and removes it with its button, each audited', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const date = clinicDay(new Date(Date.now() + 40 * 86_400_000))
    const added = await post(coordinator, params, { form: 'closure', intent: 'save', date, starts: '', ends: '' })
    expect(added).toMatchObject({ status: 302, location: `/admin/availability/${clinic.id}`, toast: { title: 'Closure added.' } })
    const [closure] = (await closures()).filter((row) => row.on_date === date)
    expect(closure).toMatchObject({ starts: null, ends: null })

    const removed = await post(coordinator, params, { intent: 'remove-closure', closureId: String(closure!.id) })
    expect(removed).toMatchObject({ status: 302, location: `/admin/availability/${clinic.id}`, toast: { title: 'Closure removed.' } })
    expect((await closures()).filter((row) => row.on_date === date)).toEqual([])
    expect((await auditBy(db(), coordinator.userId)).map((entry) => entry.action)).toEqual(['clinic.closure_add', 'clinic.closure_remove'])
  })

  it('refusals the form shows: hours that close before they open, a closure over a booked hour (listed); nothing written', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const before = { hours: await hours(), closures: await closures() }
    const backwards = await post(coordinator, params, { ...hoursForm({ ...LONG_WEEK, 1: [['12:00', '09:00']] }), intent: 'save' })
    expect(backwards.data).toMatchObject({ form: 'hours', errors: { 'closes-1-0': 'clinic_availability.errors.closes_before_opens' } })
    expect((backwards.data as { values: Record<string, string> }).values).toMatchObject({ 'opens-1-0': '12:00', 'closes-1-0': '09:00' })

    const { slots } = await bookableHours(db(), SERVICE)
    const { appointmentId } = await bookedHour(db(), clinic.slug, slots[0]!, { now: new Date() })
    const inTheWay = await post(coordinator, params, { form: 'closure', intent: 'save', date: clinicDay(slots[0]!), starts: '', ends: '' })
    expect(inTheWay.data).toMatchObject({
      form: 'closure',
      formError: 'clinic_availability.conflicts?count=1',
      conflicts: [{ id: appointmentId, status: 'confirmed' }],
    })
    expect({ hours: await hours(), closures: await closures() }).toEqual(before)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  // As every other console form (formFailure): invalid input answers 400, a refused change its refusal's status.
  it('invalid hours answer 400', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, params, { ...hoursForm({ 1: [['12:00', '09:00']] }), intent: 'save' })
    expect(answer.status).toBe(400)
  })

  it('the door: clinic staff of another clinic get 404 from every form, and nothing is written', async () => {
    const elsewhere = await consoleStaff(db(), 'clinic_staff', [otherClinic])
    const before = { hours: await hours(), rules: await rules(), closures: await closures() }
    for (const fields of [
      { ...hoursForm(LONG_WEEK), intent: 'save' },
      { form: 'rules', intent: 'save', places: '9', leadTimeHours: '1', horizonDays: '10' },
      { form: 'closure', intent: 'save', date: clinicDay(new Date(Date.now() + 50 * 86_400_000)) },
      { intent: 'remove-closure', closureId: String(before.closures[0]?.id ?? 1) },
    ])
      expect((await post(elsewhere, params, fields)).status).toBe(404)
    expect({ hours: await hours(), rules: await rules(), closures: await closures() }).toEqual(before)
    expect(await auditBy(db(), elsewhere.userId)).toEqual([])
  })
})
