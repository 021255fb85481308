import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { documentFiles } from '../../../tests/setup/document-files'
import { insertTreatment, patientOfClinic, specialistAt, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './treatment'

/*
 * The console's treatment plan page: the plan form, the timeline's step
 * forms (add, rewrite), and the documents' upload (multipart) and remove
 * forms, posted as the browser posts them. The rules behind them are tested
 * in app/patients/treatment-plan-changes.test.ts and
 * app/documents/treatment-documents.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))
// Documents go to a throwaway folder, read through DOCUMENTS_DIR when the store is first used.
const documentsDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  return (process.env.DOCUMENTS_DIR = mkdtempSync(join(tmpdir(), 'claravia-console-documents-')))
})

const post = consoleForm(action, '/admin/patients/:id/treatments/:treatmentId')

const storedFiles = () =>
  fs
    .readdirSync(documentsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

describeEachDatabase('the console treatment plan page’s forms', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  let plan: Record<string, string>
  let treatment: () => Promise<{ id: number; params: { id: string; treatmentId: string } }>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    patient = await patientOfClinic(db(), 'Lucía Méndez', { clinicId: ids.bogota, serviceId: ids.lasik })
    const specialist = await specialistAt(db(), ids.bogota)
    plan = { intent: 'plan', serviceId: String(ids.lasik), clinicId: String(ids.bogota), specialistId: String(specialist), startedOn: '2027-03-01' }
    treatment = async () => {
      const id = await insertTreatment(db(), { user_id: patient, clinic_id: ids.bogota, service_id: ids.lasik, specialist_id: specialist })
      return { id, params: { id: String(patient), treatmentId: String(id) } }
    }
  }, 60_000)

  const planOf = (id: number) => db().selectFrom('treatments').select(['status', 'ended_on']).where('id', '=', id).executeTakeFirstOrThrow()
  const stepsOf = (id: number) =>
    db()
      .selectFrom('treatment_steps')
      .select(['id', 'title', 'status', 'kind', 'internal_note'])
      .where('treatment_id', '=', id)
      .orderBy('position')
      .execute()
  const documentsOf = (id: number) =>
    db().selectFrom('treatment_documents').select(['id', 'file_name', 'content_type', 'uploaded_by']).where('treatment_id', '=', id).execute()
  const emails = (kind: string) => db().selectFrom('email_outbox').select('recipient').where('kind', '=', kind).execute()

  it('saves the plan: back to its page with “Plan saved.”, the row changed, audited before → after', async () => {
    const { id, params } = await treatment()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, params, { ...plan, status: 'completed', endedOn: '2027-04-15' })
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/patients/${patient}/treatments/${id}`,
      toast: { title: 'Plan saved.', color: 'success' },
    })
    expect(await planOf(id)).toEqual({ status: 'completed', ended_on: '2027-04-15' })
    expect(await auditBy(db(), coordinator.userId)).toMatchObject([
      {
        action: 'treatment.update',
        entityId: String(id),
        before: { status: 'active' },
        after: { status: 'completed', ended_on: '2027-04-15' },
        requestId: answer.requestId,
      },
    ])
  })

  it('adds a “next” step (the patient emailed), then rewrites it with its own form; each audited', async () => {
    const { id, params } = await treatment()
    const own = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const emailed = (await emails('treatment.next_step')).length
    const step = { title: 'Pre-op eye exam', scheduledOn: '2027-03-10', status: 'next', patientNote: 'Bring your glasses.', internalNote: '' }
    const added = await post(own, params, { intent: 'add-step', ...step })
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/patients/${patient}/treatments/${id}`,
      toast: { title: 'Step saved. The patient has been emailed about their next step.' },
    })
    const [created] = await stepsOf(id)
    expect(created).toMatchObject({ title: 'Pre-op eye exam', status: 'next', kind: 'custom', internal_note: null })
    expect(await emails('treatment.next_step')).toHaveLength(emailed + 1)

    const updated = await post(own, params, {
      intent: 'update-step',
      stepId: String(created!.id),
      ...step,
      status: 'done',
      internalNote: 'Went well.',
    })
    expect(updated).toMatchObject({ status: 302, toast: { title: 'Step saved.' } })
    expect(await stepsOf(id)).toEqual([{ ...created, status: 'done', internal_note: 'Went well.' }])
    expect((await auditBy(db(), own.userId)).map((entry) => [entry.action, entry.entityId])).toEqual([
      ['treatment.step_add', String(created!.id)],
      ['treatment.step_update', String(created!.id)],
    ])
  })

  it('attaches a PDF from the multipart upload form, and removes it with its button; the bytes follow', async () => {
    const { id, params } = await treatment()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const filesBefore = storedFiles().length
    const attached = await post(coordinator, params, {
      intent: 'attach-document',
      file: new File([documentFiles.pdf], 'informe.pdf', { type: 'application/pdf' }),
    })
    expect(attached).toMatchObject({
      status: 302,
      location: `/admin/patients/${patient}/treatments/${id}`,
      toast: { title: 'Document attached. The patient can download it from their account.' },
    })
    const [document] = await documentsOf(id)
    expect(document).toMatchObject({ file_name: 'informe.pdf', content_type: 'application/pdf', uploaded_by: coordinator.userId })
    expect(storedFiles()).toHaveLength(filesBefore + 1)

    const removed = await post(coordinator, params, { intent: 'remove-document', documentId: String(document!.id) })
    expect(removed).toMatchObject({ status: 302, toast: { title: 'Document removed.' } })
    expect(await documentsOf(id)).toEqual([])
    expect(storedFiles()).toHaveLength(filesBefore)
    expect((await auditBy(db(), coordinator.userId)).map((entry) => entry.action)).toEqual(['treatment_document.attach', 'treatment_document.remove'])
  })

  it('refusals each form shows under its own name: 400 for its fields, 415 for a file that is not what it says; nothing written', async () => {
    const { id, params } = await treatment()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const filesBefore = storedFiles().length
    const untitled = await post(coordinator, params, { intent: 'add-step', title: '', scheduledOn: '2027-03-10', status: 'planned' })
    expect(untitled).toMatchObject({ status: 400, data: { form: 'add-step', result: { error: { title: expect.any(Array) } } } })
    const badPlan = await post(coordinator, params, { ...plan, status: 'active', startedOn: 'soon' })
    expect(badPlan).toMatchObject({
      status: 400,
      data: { form: 'treatment-plan', result: { error: { startedOn: ['console.treatments.errors.date'] } } },
    })
    const none = await post(coordinator, params, { intent: 'attach-document', file: new File([], '') })
    expect(none).toMatchObject({ status: 400, data: { form: 'attach-document', result: { error: { file: ['console.documents.errors.missing'] } } } })
    const impostor = await post(coordinator, params, {
      intent: 'attach-document',
      file: new File([documentFiles.html], 'scan.jpg', { type: 'image/jpeg' }),
    })
    expect(impostor).toMatchObject({ status: 415, data: { form: 'attach-document', result: { error: { file: ['console.documents.errors.type'] } } } })
    expect({ plan: await planOf(id), steps: await stepsOf(id), documents: await documentsOf(id) }).toEqual({
      plan: { status: 'active', ended_on: null },
      steps: [],
      documents: [],
    })
    expect(storedFiles()).toHaveLength(filesBefore)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('the plan’s specialist: one who does not perform its treatment is a field error (400) unless it is the plan’s own, unchanged', async () => {
    const { id, params } = await treatment()
    const coordinator = await consoleStaff(db(), 'coordinator')
    // Andrés Cárdenas works at the Bogotá clinic but does cross-linking and keratoconus, not LASIK.
    const notLasik = String((await db().selectFrom('specialists').select('id').where('slug', '=', 'andres-cardenas').executeTakeFirstOrThrow()).id)
    const refused = await post(coordinator, params, { ...plan, specialistId: notLasik, status: 'completed' })
    expect(refused).toMatchObject({
      status: 400,
      data: { form: 'treatment-plan', result: { error: { specialistId: ['console.treatments.errors.specialist_fit'] } } },
    })
    expect(await planOf(id)).toMatchObject({ status: 'active' })
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
    // A plan whose specialist no longer performs its treatment (catalogue changed) can still be saved as it is.
    await db()
      .updateTable('treatments')
      .set({ specialist_id: Number(notLasik) })
      .where('id', '=', id)
      .execute()
    const kept = await post(coordinator, params, { ...plan, specialistId: notLasik, status: 'completed' })
    expect(kept).toMatchObject({ status: 302 })
    expect(await planOf(id)).toMatchObject({ status: 'completed' })
  })

  it('the door: clinic staff of another clinic get 404 from every form, as does a plan under another patient; nothing written', async () => {
    const { id, params } = await treatment()
    const madrid = await consoleStaff(db(), 'clinic_staff', [ids.madrid])
    for (const fields of [
      { ...plan, status: 'cancelled' },
      { intent: 'add-step', title: 'Not mine', scheduledOn: '2027-03-10', status: 'planned' },
      { intent: 'attach-document', file: new File([documentFiles.pdf], 'informe.pdf') },
    ])
      expect((await post(madrid, params, fields)).status).toBe(404)
    const someoneElse = await patientOfClinic(db(), 'Someone Else', { clinicId: ids.bogota, serviceId: ids.lasik })
    const admin = await consoleStaff(db(), 'admin')
    expect((await post(admin, { ...params, id: String(someoneElse) }, { ...plan, status: 'cancelled' })).status).toBe(404)
    expect({ plan: await planOf(id), steps: await stepsOf(id), documents: await documentsOf(id) }).toEqual({
      plan: { status: 'active', ended_on: null },
      steps: [],
      documents: [],
    })
    expect([...(await auditBy(db(), madrid.userId)), ...(await auditBy(db(), admin.userId))]).toEqual([])
  })
})
