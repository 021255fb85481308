import { beforeAll, expect, it } from 'vitest'
import { testActionContext } from '../../tests/setup/action-context'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getTreatment } from '~/patients/treatments.server'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { addTreatmentStep, createTreatmentPlan, updateTreatmentStep } from './treatment-plans.server'

describeEachDatabase('treatment plans written by staff', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let specialistAtBogota: number
  let patient: number
  const all: ClinicScope = { kind: 'all' }
  const context = () => testActionContext(db())
  const plan = () => ({
    serviceId: ids.lasik,
    clinicId: ids.bogota,
    specialistId: specialistAtBogota,
    status: 'active' as const,
    startedOn: '2027-01-10',
  })
  const step = (title: string, status: 'done' | 'next' | 'planned', scheduledOn = '2027-01-20') => ({
    title,
    scheduledOn,
    status,
    patientNote: `Note for ${title}`,
    internalNote: 'Only for the team',
  })
  const nextStepEmails = async () =>
    (await db().selectFrom('email_outbox').select(['payload']).where('kind', '=', 'treatment.next_step').orderBy('id').execute()).map((row) => ({
      subject: (JSON.parse(row.payload) as { subject: string }).subject,
    }))

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    specialistAtBogota = (await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.bogota).executeTakeFirstOrThrow()).id
    patient = await insertPatient(db(), 'Ana Torres')
  }, 60_000)

  it('the patient sees the plan and its steps at once, in order, without the internal note; a next step is emailed once', async () => {
    const created = await createTreatmentPlan(context(), all, { patientId: patient, plan: plan() })
    if (!created.ok) throw new Error(created.code)
    const before = (await nextStepEmails()).length
    for (const [title, status, day] of [
      ['Examen inicial', 'done', '2027-01-10'],
      ['Cirugía', 'next', '2027-01-20'],
      ['Control', 'planned', '2027-02-20'],
    ] as const)
      expect((await addTreatmentStep(context(), all, { treatmentId: created.treatmentId, step: step(title, status, day) })).ok).toBe(true)
    const seen = await getTreatment(db(), patient, created.treatmentId, 'es')
    expect(seen?.steps).toEqual([
      { kind: 'custom', title: 'Examen inicial', note: 'Note for Examen inicial', scheduledOn: '2027-01-10', status: 'done' },
      { kind: 'custom', title: 'Cirugía', note: 'Note for Cirugía', scheduledOn: '2027-01-20', status: 'next' },
      { kind: 'custom', title: 'Control', note: 'Note for Control', scheduledOn: '2027-02-20', status: 'planned' },
    ])
    expect(JSON.stringify(seen)).not.toContain('Only for the team')
    expect(seen?.nextStep).toEqual({ kind: 'custom', title: 'Cirugía', scheduledOn: '2027-01-20' })
    expect((await nextStepEmails()).slice(before)).toEqual([{ subject: 'Tu siguiente paso: Cirugía' }])

    // The third step becomes next: one more email; saving it again as next sends none.
    const control = await db()
      .selectFrom('treatment_steps')
      .select('id')
      .where('treatment_id', '=', created.treatmentId)
      .where('title', '=', 'Control')
      .executeTakeFirstOrThrow()
    const update = { treatmentId: created.treatmentId, stepId: control.id, step: step('Control', 'next', '2027-02-20') }
    expect(await updateTreatmentStep(context(), all, update)).toEqual({ ok: true })
    expect(await updateTreatmentStep(context(), all, update)).toEqual({ ok: true })
    expect((await nextStepEmails()).length - before).toBe(2)
    const audit = await db().selectFrom('audit_log').select('action').where('action', 'like', 'treatment.%').execute()
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['treatment.create', 'treatment.step_add', 'treatment.step_update']))
  })

  it('refuses a specialist of another clinic, a clinic outside clinic staff scope, a staff account as patient', async () => {
    const madridSpecialist = (await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.madrid).executeTakeFirstOrThrow()).id
    expect(await createTreatmentPlan(context(), all, { patientId: patient, plan: { ...plan(), specialistId: madridSpecialist } })).toMatchObject({
      code: 'treatment_specialist_elsewhere',
      field: 'specialistId',
    })
    const madridStaff: ClinicScope = { kind: 'clinics', clinicIds: [ids.madrid] }
    expect(await createTreatmentPlan(context(), madridStaff, { patientId: patient, plan: plan() })).toMatchObject({
      code: 'treatment_clinic_not_allowed',
    })
    const created = await createTreatmentPlan(context(), all, { patientId: patient, plan: plan() })
    if (!created.ok) throw new Error(created.code)
    expect(await addTreatmentStep(context(), madridStaff, { treatmentId: created.treatmentId, step: step('X', 'planned') })).toMatchObject({
      code: 'treatment_not_found',
    })
    const staff = await db().selectFrom('users').select('id').where('role', '!=', 'patient').executeTakeFirst()
    if (staff) expect(await createTreatmentPlan(context(), all, { patientId: staff.id, plan: plan() })).toMatchObject({ code: 'patient_not_found' })
  })
})
