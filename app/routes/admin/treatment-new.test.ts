import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { patientOfClinic, specialistAt, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './treatment-new'

/*
 * The console's "new treatment plan" page: its form (the plan form, which
 * always sends intent=plan) posted as the browser posts it. The rules behind
 * it are tested in app/patients/treatment-plan-changes.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/patients/:id/treatments/new')

describeEachDatabase('the console new treatment plan page’s form', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  let params: { id: string }
  let plan: Record<string, string>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    patient = await patientOfClinic(db(), 'Lucía Méndez', { clinicId: ids.bogota, serviceId: ids.lasik })
    params = { id: String(patient) }
    plan = {
      intent: 'plan',
      serviceId: String(ids.lasik),
      clinicId: String(ids.bogota),
      specialistId: String(await specialistAt(db(), ids.bogota)),
      status: 'planned',
      startedOn: '2027-03-01',
      endedOn: '',
    }
  }, 60_000)

  const plansOf = () =>
    db().selectFrom('treatments').select(['id', 'clinic_id', 'status', 'started_on', 'ended_on']).where('user_id', '=', patient).execute()

  it('creates the plan: to its page with the toast, the row written, audited with the request’s id', async () => {
    const before = await plansOf()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, params, plan)
    const [created] = (await plansOf()).filter((row) => !before.some((old) => old.id === row.id))
    expect(created).toMatchObject({ clinic_id: ids.bogota, status: 'planned', started_on: '2027-03-01', ended_on: null })
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/patients/${patient}/treatments/${created!.id}`,
      toast: { title: 'Treatment plan created. The patient can see it in their account.', color: 'success' },
    })
    expect(await auditBy(db(), coordinator.userId)).toEqual([
      {
        action: 'treatment.create',
        entityType: 'treatment',
        entityId: String(created!.id),
        before: null,
        after: expect.objectContaining({ patientId: patient, clinicId: ids.bogota, status: 'planned' }),
        requestId: answer.requestId,
      },
    ])
  })

  it('a second plan of that treatment at that clinic: 409 with the plan to open, nothing written; created when confirmed (Spanish page)', async () => {
    const own = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const before = await plansOf()
    const warned = await post(own, params, plan, { locale: 'es' })
    expect(warned).toMatchObject({
      status: 409,
      data: {
        result: { status: 'error', error: { confirmDuplicate: ['console.treatments.errors.duplicate'] } },
        duplicates: [{ id: before[0]!.id, status: 'planned', startedOn: '2027-03-01', service: 'LASIK', clinic: 'Clínica Visión Andina' }],
      },
    })
    expect(await plansOf()).toEqual(before)
    expect(await auditBy(db(), own.userId)).toEqual([])
    const confirmed = await post(own, params, { ...plan, confirmDuplicate: 'on' }, { locale: 'es' })
    expect(confirmed).toMatchObject({ status: 302, location: expect.stringMatching(new RegExp(`^/es/admin/patients/${patient}/treatments/\\d+$`)) })
    expect(await plansOf()).toHaveLength(before.length + 1)
    expect(await auditBy(db(), own.userId)).toMatchObject([{ action: 'treatment.create', after: { duplicateOf: [before[0]!.id] } }])
  })

  it('the specialist: one of another clinic, or one who does not perform the treatment, is a field error (400); nothing written', async () => {
    const before = await plansOf()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const madrid = String(await specialistAt(db(), ids.madrid))
    const elsewhere = await post(coordinator, params, { ...plan, specialistId: madrid, confirmDuplicate: 'on' })
    expect(elsewhere).toMatchObject({ status: 400, data: { result: { error: { specialistId: ['console.treatments.errors.specialist_fit'] } } } })
    // Andrés Cárdenas works at the Bogotá clinic but does corneal cross-linking and keratoconus, not LASIK.
    const notLasik = await db().selectFrom('specialists').select('id').where('slug', '=', 'andres-cardenas').executeTakeFirstOrThrow()
    const wrongTreatment = await post(coordinator, params, { ...plan, specialistId: String(notLasik.id), confirmDuplicate: 'on' })
    expect(wrongTreatment).toMatchObject({ status: 400, data: { result: { error: { specialistId: ['console.treatments.errors.specialist_fit'] } } } })
    expect(await plansOf()).toEqual(before)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('without JavaScript, "show specialists" sends the form back as typed (200), judged by nobody and writing nothing', async () => {
    const before = await plansOf()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const shown = await post(coordinator, params, {
      serviceId: String(ids.lasik),
      clinicId: String(ids.bogota),
      specialistId: '',
      status: 'planned',
      show: 'specialists',
    })
    expect(shown).toMatchObject({
      status: 200,
      data: { result: { initialValue: { serviceId: String(ids.lasik), clinicId: String(ids.bogota), specialistId: '', status: 'planned' } } },
    })
    expect(shown.data).not.toHaveProperty('result.error')
    expect(await plansOf()).toEqual(before)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('refusals the form shows: 400 with the fields’ errors, 422 for a clinic they do not serve; nothing written', async () => {
    const before = await plansOf()
    const own = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const invalid = await post(own, params, { ...plan, startedOn: '', status: 'someday' })
    expect(invalid.status).toBe(400)
    expect(invalid.data).toMatchObject({
      result: { status: 'error', error: { startedOn: ['console.treatments.errors.date'], status: ['required'] } },
    })
    const backwards = await post(own, params, { ...plan, startedOn: '2027-03-01', endedOn: '2027-02-01' })
    expect(backwards).toMatchObject({ status: 400, data: { result: { error: { endedOn: ['console.treatments.errors.ends_before_start'] } } } })
    const elsewhere = await post(own, params, { ...plan, clinicId: String(ids.madrid), specialistId: String(await specialistAt(db(), ids.madrid)) })
    expect(elsewhere).toMatchObject({ status: 422, data: { result: { error: { clinicId: ['console.treatments.errors.clinic'] } } } })
    expect(await plansOf()).toEqual(before)
    expect(await auditBy(db(), own.userId)).toEqual([])
  })

  it('the door: clinic staff of another clinic get 404, as does a staff account’s address; nothing written', async () => {
    const before = await plansOf()
    const madrid = await consoleStaff(db(), 'clinic_staff', [ids.madrid])
    expect((await post(madrid, params, plan)).status).toBe(404)
    const admin = await consoleStaff(db(), 'admin')
    expect((await post(admin, { id: String(madrid.userId) }, plan)).status).toBe(404)
    expect(await plansOf()).toEqual(before)
    expect([...(await auditBy(db(), madrid.userId)), ...(await auditBy(db(), admin.userId))]).toEqual([])
  })
})
