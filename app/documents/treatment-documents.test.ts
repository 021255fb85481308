import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { documentFiles } from '../../tests/setup/document-files'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { attachTreatmentDocument } from './attach-treatment-document.server'
import { localFileStore } from '~/storage/local-file-store.server'
import { MAX_DOCUMENT_BYTES } from './document-upload'
import { removeTreatmentDocument } from './remove-treatment-document.server'
import { cleanFileName, documentForPatient, documentForStaff, listTreatmentDocuments } from './treatment-documents.server'

const storedFiles = (root: string) =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []

describeEachDatabase('documents attached to treatments', (db) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-documents-'))
  const store = localFileStore(root)
  const all: ClinicScope = { kind: 'all' }
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let owner: number
  let stranger: number
  let treatmentId: number
  const staff = () => staffActionContext(db(), 'coordinator')

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    owner = await insertPatient(db(), 'Lucía Méndez')
    stranger = await insertPatient(db(), 'Someone Else')
    const specialist = await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.bogota).executeTakeFirstOrThrow()
    const plan = { serviceId: ids.lasik, clinicId: ids.bogota, specialistId: specialist.id, status: 'active' as const, startedOn: '2027-03-01' }
    const created = await createTreatmentPlan(staffActionContext(db(), 'coordinator'), { patientId: owner, plan })
    if (!created.ok) throw new Error(created.code)
    treatmentId = created.treatmentId
  }, 60_000)

  it('a PDF, a JPEG and a PNG are attached, listed, audited and read back byte for byte', async () => {
    for (const [name, bytes] of [
      ['informe.pdf', documentFiles.pdf],
      ['scan.jpeg', documentFiles.jpeg],
      ['topografía.png', documentFiles.png],
    ] as const) {
      const attached = await attachTreatmentDocument(staff(), store, { treatmentId, fileName: name, body: bytes })
      if (!attached.ok) throw new Error(attached.code)
      const read = await documentForPatient(db(), store, owner, { treatmentId, documentId: attached.documentId })
      expect(read && Buffer.from(await new Response(read.body).arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
      expect(read?.fileName).toBe(name)
    }
    const listed = await listTreatmentDocuments(db(), treatmentId)
    expect(listed.map((document) => [document.fileName, document.contentType])).toEqual([
      ['topografía.png', 'image/png'],
      ['scan.jpeg', 'image/jpeg'],
      ['informe.pdf', 'application/pdf'],
    ])
    // The patient (Spanish) is told a document is waiting, never sent the file.
    const emails = await db().selectFrom('email_outbox').select('payload').where('kind', '=', 'treatment.document_shared').execute()
    const subjects = emails.map((row) => (JSON.parse(row.payload) as { subject: string; attachments?: unknown }).subject)
    expect(subjects).toEqual(expect.arrayContaining(['Nuevo documento en tu tratamiento: informe.pdf']))
    expect(emails.every((row) => !('attachments' in (JSON.parse(row.payload) as object)))).toBe(true)
    const audited = await db().selectFrom('audit_log').select('entity_id').where('action', '=', 'treatment_document.attach').execute()
    expect(audited.map((row) => Number(row.entity_id))).toEqual(expect.arrayContaining(listed.map((document) => document.id)))
  })

  it('the type is read from the bytes: HTML or SVG named .jpg is refused and nothing is stored', async () => {
    const before = storedFiles(root).length
    const rows = (await listTreatmentDocuments(db(), treatmentId)).length
    for (const bytes of [documentFiles.html, documentFiles.svg, new TextEncoder().encode('plain text')]) {
      const refused = await attachTreatmentDocument(staff(), store, { treatmentId, fileName: 'scan.jpg', body: bytes })
      expect(refused).toMatchObject({ ok: false, code: 'document_type', field: 'file' })
    }
    expect(await attachTreatmentDocument(staff(), store, { treatmentId, fileName: 'empty.pdf', body: new Uint8Array() })).toMatchObject({
      ok: false,
      code: 'document_missing',
    })
    expect(storedFiles(root)).toHaveLength(before)
    expect(await listTreatmentDocuments(db(), treatmentId)).toHaveLength(rows)
  })

  it('a file over 10 MB is refused with nothing stored; exactly 10 MB is accepted', async () => {
    const before = storedFiles(root).length
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
    big.set(documentFiles.pdf)
    expect(await attachTreatmentDocument(staff(), store, { treatmentId, fileName: 'big.pdf', body: big })).toMatchObject({
      ok: false,
      code: 'document_too_large',
    })
    expect(storedFiles(root)).toHaveLength(before)
    const attached = await attachTreatmentDocument(staff(), store, {
      treatmentId,
      fileName: 'limit.pdf',
      body: big.subarray(0, MAX_DOCUMENT_BYTES),
    })
    expect(attached.ok).toBe(true)
    if (attached.ok) expect((await removeTreatmentDocument(staff(), store, { treatmentId, documentId: attached.documentId })).ok).toBe(true)
    expect(storedFiles(root)).toHaveLength(before)
  })

  it('only the patient and staff of that clinic read a document; another patient or clinic gets nothing', async () => {
    const [document] = await listTreatmentDocuments(db(), treatmentId)
    const query = { treatmentId, documentId: document!.id }
    expect(await documentForPatient(db(), store, owner, query)).toBeDefined()
    expect(await documentForPatient(db(), store, stranger, query)).toBeUndefined()
    expect(await documentForStaff(db(), store, all, { ...query, patientId: owner })).toBeDefined()
    expect(await documentForStaff(db(), store, { kind: 'clinics', clinicIds: [ids.bogota] }, { ...query, patientId: owner })).toBeDefined()
    expect(await documentForStaff(db(), store, { kind: 'clinics', clinicIds: [ids.madrid] }, { ...query, patientId: owner })).toBeUndefined()
    // The right document under another patient's or treatment's address is not found either.
    expect(await documentForStaff(db(), store, all, { ...query, patientId: stranger })).toBeUndefined()
    expect(await documentForPatient(db(), store, owner, { ...query, treatmentId: treatmentId + 1000 })).toBeUndefined()
  })

  it('clinic staff elsewhere can neither attach nor remove; a removal is audited and frees the bytes', async () => {
    const madridOnly = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    const before = storedFiles(root).length
    expect(await attachTreatmentDocument(madridOnly, store, { treatmentId, fileName: 'x.pdf', body: documentFiles.pdf })).toMatchObject({
      ok: false,
      code: 'treatment_not_found',
    })
    expect(storedFiles(root)).toHaveLength(before)
    const [document] = await listTreatmentDocuments(db(), treatmentId)
    expect(await removeTreatmentDocument(madridOnly, store, { treatmentId, documentId: document!.id })).toMatchObject({
      ok: false,
      code: 'document_not_found',
    })
    expect((await removeTreatmentDocument(staff(), store, { treatmentId, documentId: document!.id })).ok).toBe(true)
    expect(storedFiles(root)).toHaveLength(before - 1)
    const removal = await db()
      .selectFrom('audit_log')
      .select('before')
      .where('action', '=', 'treatment_document.remove')
      .where('entity_id', '=', String(document!.id))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(removal.before!)).toMatchObject({ fileName: document!.fileName })
  })

  it('without "documents.manage" (no door passed) attaching throws PermissionDenied and stores nothing', async () => {
    const [files, rows] = [storedFiles(root).length, (await listTreatmentDocuments(db(), treatmentId)).length]
    await expect(
      attachTreatmentDocument(testActionContext(db()), store, { treatmentId, fileName: 'x.pdf', body: documentFiles.pdf }),
    ).rejects.toBeInstanceOf(PermissionDenied)
    expect(storedFiles(root)).toHaveLength(files)
    expect(await listTreatmentDocuments(db(), treatmentId)).toHaveLength(rows)
  })

  it('without "documents.manage" (no door passed) removing throws PermissionDenied and removes nothing', async () => {
    const attached = await attachTreatmentDocument(staff(), store, { treatmentId, fileName: 'kept.pdf', body: documentFiles.pdf })
    if (!attached.ok) throw new Error(attached.code)
    const files = storedFiles(root).length
    await expect(removeTreatmentDocument(testActionContext(db()), store, { treatmentId, documentId: attached.documentId })).rejects.toBeInstanceOf(
      PermissionDenied,
    )
    expect(storedFiles(root)).toHaveLength(files)
    expect((await listTreatmentDocuments(db(), treatmentId)).map((document) => document.id)).toContain(attached.documentId)
    const query = { treatmentId, documentId: attached.documentId }
    expect(await documentForPatient(db(), store, owner, query)).toBeDefined()
  })
})

describe('file names as stored and offered', () => {
  it('keeps the last path part, drops control characters and quotes, and keeps the extension of a long name', () => {
    expect(cleanFileName('C:\\Users\\ana\\informe "final".pdf')).toBe('informe final.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('\u0000\u001f')).toBe('document')
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`)
    expect(long).toHaveLength(200)
    expect(long.endsWith('.pdf')).toBe(true)
  })
})
