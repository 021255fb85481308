import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { documentFiles } from '../../tests/setup/document-files'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { localFileStore } from '~/storage/local-file-store.server'
import { attachmentResponse, openPatientAttachment, openStaffAttachment } from './attachment-download.server'
import { appendMessage, conversationOfPatient } from './conversation-store.server'
import { insertAttachments, readMessageForm } from './message-attachments.server'

/*
 * Opening a file sent in a care conversation (issue 29): the patient opens
 * the files of their own conversation's messages, never of the team's
 * internal notes nor of anyone else's conversation; the care team opens any
 * file of the conversation the door let them into, and no other. What is not
 * theirs is undefined (the route's 404), as is what does not exist.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-attachment-download-'))
let folders = 0

describeEachDatabase('opening a file sent in a care conversation', (db) => {
  const store = localFileStore(path.join(root, String(++folders)))
  const ids = { patient: 0, other: 0, conversation: 0, otherConversation: 0, fromPatient: 0, inNote: 0, missing: 0 }

  /** Files as the message form stores them, their rows on `messageId`. */
  async function attach(messageId: number, files: { name: string; bytes: Uint8Array }[]) {
    const form = new FormData()
    for (const file of files) form.append('attachments', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
    const read = await readMessageForm(new Request('http://localhost/', { method: 'POST', body: form }), store)
    if (!read.ok) throw new Error(JSON.stringify(read))
    return { ids: await insertAttachments(db(), messageId, read.attachments), attachments: read.attachments }
  }

  beforeAll(async () => {
    const now = new Date()
    ids.patient = await insertPatient(db(), 'Lucía Méndez')
    ids.other = await insertPatient(db(), 'Pedro Gil')
    const coordinator = await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    const conversation = await conversationOfPatient(db(), { id: ids.patient, locale: 'es' }, now)
    const otherConversation = await conversationOfPatient(db(), { id: ids.other, locale: 'es' }, now)
    ids.conversation = conversation.id
    ids.otherConversation = otherConversation.id

    const message = await appendMessage(db(), conversation, { kind: 'message', authorId: ids.patient, body: 'Mi informe' }, now)
    ids.fromPatient = (await attach(message, [{ name: 'Informe de la córnea.pdf', bytes: documentFiles.pdf }])).ids[0]!
    const note = await appendMessage(db(), conversation, { kind: 'note', authorId: coordinator, body: 'Revisar con el cirujano' }, now)
    ids.inNote = (await attach(note, [{ name: 'surgeon-notes.png', bytes: documentFiles.png }])).ids[0]!
    // A row whose file is gone from the store (removed by hand, lost): nothing to open.
    const lost = await attach(message, [{ name: 'lost.jpeg', bytes: documentFiles.jpeg }])
    await store.remove(lost.attachments[0]!.storageKey)
    ids.missing = lost.ids[0]!
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('the patient downloads a file of their own message: an attachment with its name, never cached or sniffed', async () => {
    const file = await openPatientAttachment(db(), { patientId: ids.patient, attachmentId: ids.fromPatient }, store)
    expect(file).toMatchObject({ fileName: 'Informe de la córnea.pdf', contentType: 'application/pdf', byteSize: documentFiles.pdf.byteLength })
    const response = attachmentResponse(file!)
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(documentFiles.pdf.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Informe de la c?rnea.pdf"; filename*=UTF-8''Informe%20de%20la%20c%C3%B3rnea.pdf`,
    )
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(documentFiles.pdf))).toBe(true)
  })

  it('another patient cannot open it, and the patient cannot open the file of a staff note', async () => {
    expect(await openPatientAttachment(db(), { patientId: ids.other, attachmentId: ids.fromPatient }, store)).toBeUndefined()
    expect(await openPatientAttachment(db(), { patientId: ids.patient, attachmentId: ids.inNote }, store)).toBeUndefined()
    expect(await openPatientAttachment(db(), { patientId: ids.patient, attachmentId: 999_999 }, store)).toBeUndefined()
    expect(await openPatientAttachment(db(), { patientId: ids.patient, attachmentId: ids.missing }, store)).toBeUndefined()
  })

  it('the care team opens the files of messages and notes of that conversation only', async () => {
    const note = await openStaffAttachment(db(), { conversationId: ids.conversation, attachmentId: ids.inNote }, store)
    expect(note).toMatchObject({ fileName: 'surgeon-notes.png', contentType: 'image/png' })
    expect(Buffer.from(await attachmentResponse(note!).arrayBuffer()).equals(Buffer.from(documentFiles.png))).toBe(true)
    const message = await openStaffAttachment(db(), { conversationId: ids.conversation, attachmentId: ids.fromPatient }, store)
    expect(message).toMatchObject({ fileName: 'Informe de la córnea.pdf' })
    await message!.body.cancel()

    expect(await openStaffAttachment(db(), { conversationId: ids.otherConversation, attachmentId: ids.fromPatient }, store)).toBeUndefined()
    expect(await openStaffAttachment(db(), { conversationId: ids.otherConversation, attachmentId: ids.inNote }, store)).toBeUndefined()
    expect(await openStaffAttachment(db(), { conversationId: ids.conversation, attachmentId: ids.missing }, store)).toBeUndefined()
  })
})
