import { beforeAll, beforeEach, expect, it } from 'vitest'
import { REFUSALS } from '~/errors/outcomes'
import { staffActionContext } from '../../tests/setup/action-context'
import { insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { createTreatmentPlan } from './create-treatment-plan.server'

/*
 * Issue 27, item 3: a second plan of one treatment at one clinic only on purpose. A paid booking plans
 * "LASIK · planned"; staff creating LASIK there again are refused unless they confirm it.
 */
describeEachDatabase('creating a plan the patient already has', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let specialist: number
  let patient: number
  let booked: number
  const context = () => staffActionContext(db(), 'coordinator')
  const plan = (extra: { confirmDuplicate?: boolean; clinicId?: number; serviceId?: number; specialistId?: number } = {}) => ({
    serviceId: ids.lasik,
    clinicId: ids.bogota,
    specialistId: specialist,
    status: 'planned' as const,
    startedOn: '2027-01-10',
    ...extra,
  })
  const plansOf = () => db().selectFrom('treatments').select(['id', 'status']).where('user_id', '=', patient).orderBy('id').execute()
  const creations = () => db().selectFrom('audit_log').select(['entity_id', 'after']).where('action', '=', 'treatment.create').orderBy('id').execute()

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    specialist = await specialistAt(db(), ids.bogota)
  }, 60_000)

  beforeEach(async () => {
    patient = await insertPatient(db(), 'Carmen Ruiz')
    // What a paid booking leaves: LASIK, planned, at the clinic.
    booked = await insertTreatment(db(), {
      user_id: patient,
      service_id: ids.lasik,
      clinic_id: ids.bogota,
      specialist_id: specialist,
      status: 'planned',
    })
  })

  it('is refused (409, on confirmDuplicate) while the patient has that treatment at that clinic; nothing written, nothing audited', async () => {
    const [before, audited] = [await plansOf(), (await creations()).length]
    expect(await createTreatmentPlan(context(), { patientId: patient, plan: plan() })).toEqual({
      ok: false,
      code: 'treatment_plan_duplicate',
      field: 'confirmDuplicate',
    })
    expect(await createTreatmentPlan(context(), { patientId: patient, plan: plan({ confirmDuplicate: false }) })).toMatchObject({
      code: 'treatment_plan_duplicate',
    })
    expect(REFUSALS.treatment_plan_duplicate.status).toBe(409)
    expect(await plansOf()).toEqual(before)
    expect(await creations()).toHaveLength(audited)
  })

  it('is refused for any status but cancelled: an active or completed plan counts', async () => {
    for (const status of ['active', 'completed'] as const) {
      await db().updateTable('treatments').set({ status }).where('id', '=', booked).execute()
      expect(await createTreatmentPlan(context(), { patientId: patient, plan: plan() })).toMatchObject({ code: 'treatment_plan_duplicate' })
    }
  })

  it('with confirmDuplicate, creates the second plan, and its audit entry names the plan it duplicates', async () => {
    const created = await createTreatmentPlan(context(), { patientId: patient, plan: plan({ confirmDuplicate: true }) })
    if (!created.ok) throw new Error(created.code)
    expect(await plansOf()).toEqual([
      { id: booked, status: 'planned' },
      { id: created.treatmentId, status: 'planned' },
    ])
    const entry = (await creations()).at(-1)!
    expect(entry.entity_id).toBe(String(created.treatmentId))
    expect(JSON.parse(entry.after!)).toEqual({
      patientId: patient,
      serviceId: ids.lasik,
      clinicId: ids.bogota,
      specialistId: specialist,
      status: 'planned',
      startedOn: '2027-01-10',
      duplicateOf: [booked],
    })
  })

  it('is no duplicate: a cancelled plan, another clinic, another treatment (no confirmation asked, nothing in the audit about it)', async () => {
    await db().updateTable('treatments').set({ status: 'cancelled' }).where('id', '=', booked).execute()
    const again = await createTreatmentPlan(context(), { patientId: patient, plan: plan() })
    expect(again.ok).toBe(true)
    await db().updateTable('treatments').set({ status: 'planned' }).where('user_id', '=', patient).execute()
    const madrid = await specialistAt(db(), ids.madrid)
    const elsewhere = await createTreatmentPlan(context(), { patientId: patient, plan: plan({ clinicId: ids.madrid, specialistId: madrid }) })
    expect(elsewhere.ok).toBe(true)
    const icl = await createTreatmentPlan(context(), { patientId: patient, plan: plan({ serviceId: ids.icl }) })
    expect(icl.ok).toBe(true)
    const afters = (await creations()).slice(-3).map((entry) => JSON.parse(entry.after!) as object)
    for (const after of afters) expect(after).not.toHaveProperty('duplicateOf')
  })
})
