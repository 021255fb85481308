import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { staffActionContext } from '../../tests/setup/action-context'
import { documentFiles } from '../../tests/setup/document-files'
import { startS3Server, type TestS3Server } from '../../tests/setup/s3-server'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appendMessage, conversationOfPatient } from '~/conversations/conversation-store.server'
import { insertAttachments } from '~/conversations/message-attachments.server'
import { attachTreatmentDocument } from '~/documents/attach-treatment-document.server'
import { IMAGE_FILE } from '~/media/image-store.server'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import { newStorageKey, type FileStore } from './file-store.server'
import { localFileStore } from './local-file-store.server'
import { ORPHAN_AGE_MS, ownedStores, sweepOrphans, type OwnedStore } from './orphan-sweep.server'
import { parseStorageUrl, s3FileStore } from './s3-file-store.server'

const keysOf = async (store: FileStore) => {
  const keys: string[] = []
  for await (const entry of store.list()) keys.push(entry.key)
  return keys.sort()
}

describeEachDatabase('orphan file sweep', (db) => {
  let s3: TestS3Server
  let documents: FileStore
  let images: FileStore
  let conversations: FileStore
  let owned: OwnedStore[]
  let treatmentId: number
  let messageId: number
  let patientId: number
  let serviceId: number
  const imagesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-sweep-images-'))
  const conversationsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-sweep-conversations-'))

  beforeAll(async () => {
    s3 = await startS3Server(['sweep'])
    documents = s3FileStore({ client: s3.client(), ...parseStorageUrl('s3://sweep/site', 'documents') })
    images = localFileStore(imagesRoot, IMAGE_FILE)
    conversations = localFileStore(conversationsRoot)
    owned = [
      { store: documents, tables: ['treatment_documents'], rowKey: (key) => key },
      { store: images, tables: ['content_images'], rowKey: (file) => IMAGE_FILE.exec(file)?.[1] },
      { store: conversations, tables: ['care_message_attachments', 'quote_request_attachments'], rowKey: (key) => key },
    ]
    const ids = await staffConsoleCatalogue(db())
    const patient = await insertPatient(db(), 'Lucía Méndez')
    patientId = patient
    serviceId = ids.lasik
    const specialist = await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.bogota).executeTakeFirstOrThrow()
    const plan = { serviceId: ids.lasik, clinicId: ids.bogota, specialistId: specialist.id, status: 'active' as const, startedOn: '2027-03-01' }
    const created = await createTreatmentPlan(staffActionContext(db(), 'coordinator'), { patientId: patient, plan })
    if (!created.ok) throw new Error(created.code)
    treatmentId = created.treatmentId
    const conversation = await conversationOfPatient(db(), { id: patient, locale: 'es' }, new Date())
    messageId = await appendMessage(db(), conversation, { kind: 'message', authorId: patient, body: 'Adjunto el informe' }, new Date())
  }, 60_000)
  afterAll(async () => {
    await s3?.close()
    fs.rmSync(imagesRoot, { recursive: true, force: true })
    fs.rmSync(conversationsRoot, { recursive: true, force: true })
  })

  it('removes files no row owns once a day old, and keeps owned and young ones', async () => {
    const attached = await attachTreatmentDocument(staffActionContext(db(), 'coordinator'), documents, {
      treatmentId,
      fileName: 'a.pdf',
      body: documentFiles.pdf,
    })
    if (!attached.ok) throw new Error(attached.code)
    const { storage_key: ownedDocument } = await db()
      .selectFrom('treatment_documents')
      .select('storage_key')
      .where('id', '=', attached.documentId)
      .executeTakeFirstOrThrow()
    const orphanDocument = newStorageKey()
    await documents.put(orphanDocument, documentFiles.pdf)

    const [ownedImage, orphanImage] = [newStorageKey(), newStorageKey()]
    await db()
      .insertInto('content_images')
      .values({
        storage_key: ownedImage,
        width: 960,
        height: 640,
        widths: '[480]',
        original_name: 'x.jpg',
        byte_size: 3,
        uploaded_by: null,
        uploaded_at: new Date().toISOString(),
      })
      .execute()
    const ownedFiles = [`${ownedImage}-480.webp`, `${ownedImage}-480.avif`]
    const orphanFiles = [`${orphanImage}-480.webp`, `${orphanImage}-480.avif`]
    for (const file of [...ownedFiles, ...orphanFiles]) await images.put(file, new Uint8Array([1, 2, 3]))

    // A message's file whose row was written, and one whose request died before its message was stored.
    const [ownedAttachment, orphanAttachment] = [newStorageKey(), newStorageKey()]
    for (const key of [ownedAttachment, orphanAttachment]) await conversations.put(key, documentFiles.pdf)
    await insertAttachments(db(), messageId, [
      { storageKey: ownedAttachment, fileName: 'informe.pdf', contentType: 'application/pdf', byteSize: documentFiles.pdf.byteLength },
    ])
    // A quote request's file (issue 30) lives in the same store, owned by its request.
    const quoteFile = newStorageKey()
    await conversations.put(quoteFile, documentFiles.pdf)
    const at = new Date().toISOString()
    const request = await db()
      .insertInto('quote_requests')
      .values({
        patient_id: patientId,
        service_id: serviceId,
        travel_from: '2027-03-01',
        travel_to: '2027-03-10',
        country: 'ES',
        currency: 'EUR',
        answers: '[]',
        locale: 'es',
        status: 'requested',
        consented_at: at,
        created_at: at,
        requested_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('quote_request_attachments')
      .values({ request_id: request.id, storage_key: quoteFile, file_name: 'graduacion.pdf', content_type: 'application/pdf', byte_size: 1 })
      .execute()

    // Today every file is young: an upload may still be committing its row.
    expect(await sweepOrphans(db(), owned, new Date())).toBe(0)
    expect(await keysOf(documents)).toContain(orphanDocument)
    expect(await keysOf(conversations)).toContain(orphanAttachment)

    const tomorrow = new Date(Date.now() + ORPHAN_AGE_MS + 60_000)
    expect(await sweepOrphans(db(), owned, tomorrow)).toBe(4)
    expect(await keysOf(documents)).toEqual([ownedDocument])
    expect(await keysOf(images)).toEqual([...ownedFiles].sort())
    expect(await keysOf(conversations)).toEqual([ownedAttachment, quoteFile].sort())
    // A second sweep finds nothing more.
    expect(await sweepOrphans(db(), owned, tomorrow)).toBe(0)
  })

  it('the hourly sweep covers every store with the tables that own its files, conversation files by their messages and quote requests', () => {
    expect(ownedStores().map((owner) => owner.tables)).toEqual([
      ['treatment_documents'],
      ['content_images'],
      ['care_message_attachments', 'quote_request_attachments'],
    ])
  })
})
