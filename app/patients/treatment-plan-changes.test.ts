import { beforeAll, beforeEach, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { addTreatmentStep } from './add-treatment-step.server'
import { createTreatmentPlan } from './create-treatment-plan.server'
import { getTreatment } from './treatments.server'
import { updateTreatmentPlan } from './update-treatment-plan.server'
import { updateTreatmentStep } from './update-treatment-step.server'

describeEachDatabase('treatment plans written by staff', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let specialistAtBogota: number
  let patient: number
  const context = () => staffActionContext(db(), 'coordinator')
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

  const plansOf = async (userId: number) => (await db().selectFrom('treatments').select('id').where('user_id', '=', userId).execute()).length
  const auditCount = async () => (await db().selectFrom('audit_log').select('id').execute()).length
  const planAndSteps = async (treatmentId: number) => ({
    status: (await db().selectFrom('treatments').select('status').where('id', '=', treatmentId).executeTakeFirstOrThrow()).status,
    steps: await db().selectFrom('treatment_steps').select(['title', 'status']).where('treatment_id', '=', treatmentId).orderBy('position').execute(),
  })

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    specialistAtBogota = (await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.bogota).executeTakeFirstOrThrow()).id
  }, 60_000)

  // A patient of their own for each test: a second LASIK plan at one clinic would be a duplicate (create-treatment-plan.test.ts).
  beforeEach(async () => {
    patient = await insertPatient(db(), 'Ana Torres')
  })

  it('the patient sees the plan and its steps at once, in order, without the internal note; a next step is emailed once', async () => {
    const created = await createTreatmentPlan(context(), { patientId: patient, plan: plan() })
    if (!created.ok) throw new Error(created.code)
    const before = (await nextStepEmails()).length
    for (const [title, status, day] of [
      ['Examen inicial', 'done', '2027-01-10'],
      ['Cirugía', 'next', '2027-01-20'],
      ['Control', 'planned', '2027-02-20'],
    ] as const)
      expect((await addTreatmentStep(context(), { treatmentId: created.treatmentId, step: step(title, status, day) })).ok).toBe(true)
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
    expect(await updateTreatmentStep(context(), update)).toEqual({ ok: true })
    expect(await updateTreatmentStep(context(), update)).toEqual({ ok: true })
    expect((await nextStepEmails()).length - before).toBe(2)
    const audit = await db().selectFrom('audit_log').select('action').where('action', 'like', 'treatment.%').execute()
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['treatment.create', 'treatment.step_add', 'treatment.step_update']))
  })

  it('refuses a specialist of another clinic, a clinic outside clinic staff scope, a staff account as patient', async () => {
    const madridSpecialist = (await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.madrid).executeTakeFirstOrThrow()).id
    expect(await createTreatmentPlan(context(), { patientId: patient, plan: { ...plan(), specialistId: madridSpecialist } })).toMatchObject({
      code: 'treatment_specialist_elsewhere',
      field: 'specialistId',
    })
    const madridStaff = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect(await createTreatmentPlan(madridStaff, { patientId: patient, plan: plan() })).toMatchObject({
      code: 'treatment_clinic_not_allowed',
    })
    const created = await createTreatmentPlan(context(), { patientId: patient, plan: plan() })
    if (!created.ok) throw new Error(created.code)
    expect(await addTreatmentStep(madridStaff, { treatmentId: created.treatmentId, step: step('X', 'planned') })).toMatchObject({
      code: 'treatment_not_found',
    })
    const staff = await db().selectFrom('users').select('id').where('role', '!=', 'patient').executeTakeFirst()
    if (staff) expect(await createTreatmentPlan(context(), { patientId: staff.id, plan: plan() })).toMatchObject({ code: 'patient_not_found' })
  })

  it('clinic staff of another clinic can neither change a plan nor rewrite its steps: not found, nothing changed', async () => {
    const created = await createTreatmentPlan(context(), { patientId: patient, plan: plan() })
    if (!created.ok) throw new Error(created.code)
    const added = await addTreatmentStep(context(), { treatmentId: created.treatmentId, step: step('Cirugía', 'planned') })
    if (!added.ok) throw new Error(added.code)
    const madridStaff = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect(await updateTreatmentPlan(madridStaff, { treatmentId: created.treatmentId, plan: { ...plan(), status: 'completed' } })).toMatchObject({
      code: 'treatment_not_found',
    })
    const rewrite = { treatmentId: created.treatmentId, stepId: added.stepId, step: step('Cirugía', 'next') }
    expect(await updateTreatmentStep(madridStaff, rewrite)).toMatchObject({ code: 'treatment_not_found' })
    expect(await planAndSteps(created.treatmentId)).toEqual({ status: 'active', steps: [{ title: 'Cirugía', status: 'planned' }] })
    // Staff of its clinic may.
    const bogotaStaff = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    expect(await updateTreatmentPlan(bogotaStaff, { treatmentId: created.treatmentId, plan: { ...plan(), status: 'completed' } })).toEqual({
      ok: true,
    })
  })

  /** Each verb called with no door passed (no staff caller in its context), on a plan of its own. */
  const withoutDoor = {
    createTreatmentPlan: () => createTreatmentPlan(testActionContext(db()), { patientId: patient, plan: plan() }),
    updateTreatmentPlan: (treatmentId: number) =>
      updateTreatmentPlan(testActionContext(db()), { treatmentId, plan: { ...plan(), status: 'completed' } }),
    addTreatmentStep: (treatmentId: number) => addTreatmentStep(testActionContext(db()), { treatmentId, step: step('X', 'next') }),
    updateTreatmentStep: (treatmentId: number, stepId: number) =>
      updateTreatmentStep(testActionContext(db()), { treatmentId, stepId, step: step('X', 'next') }),
  }

  it.each(Object.keys(withoutDoor) as (keyof typeof withoutDoor)[])(
    'without "treatment_plans.manage" (no door passed) %s throws PermissionDenied and changes nothing',
    async (verb) => {
      const created = await createTreatmentPlan(context(), { patientId: patient, plan: plan() })
      if (!created.ok) throw new Error(created.code)
      const added = await addTreatmentStep(context(), { treatmentId: created.treatmentId, step: step('Cirugía', 'planned') })
      if (!added.ok) throw new Error(added.code)
      const plans = await plansOf(patient)
      const [emails, audit] = [(await nextStepEmails()).length, await auditCount()]
      await expect(withoutDoor[verb](created.treatmentId, added.stepId)).rejects.toBeInstanceOf(PermissionDenied)
      expect(await plansOf(patient)).toBe(plans)
      expect(await planAndSteps(created.treatmentId)).toEqual({ status: 'active', steps: [{ title: 'Cirugía', status: 'planned' }] })
      expect((await nextStepEmails()).length).toBe(emails)
      expect(await auditCount()).toBe(audit)
    },
  )
})
