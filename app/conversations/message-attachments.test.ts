import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { documentFiles } from '../../tests/setup/document-files'
import { insertPatient } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { readAllBytes, type FileStore } from '~/storage/file-store.server'
import { localFileStore } from '~/storage/local-file-store.server'
import { appendMessage, conversationOfPatient } from './conversation-store.server'
import {
  discardAttachments,
  insertAttachments,
  MESSAGE_ATTACHMENT_LIMITS,
  readMessageForm,
  type StoredAttachment,
} from './message-attachments.server'

/*
 * Files sent with a care-conversation message (issue 29): streamed into the
 * conversations store as the form arrives, at most 5, each a PDF, JPEG or PNG
 * (read from the bytes) of at most 10 MB; any refusal leaves nothing stored.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-message-attachments-'))
let stores = 0

/** A store in a folder of its own, and every file in it (left-over partial writes included). */
function newStore() {
  const folder = path.join(root, String(++stores))
  const store = localFileStore(folder)
  const files = () =>
    fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []
  return { store, files }
}

type Upload = { name: string; bytes: Uint8Array; type?: string }

/** A message form as a browser posts it: its fields, then each file of its `attachments` input. */
function messageRequest(files: Upload[], fields: Record<string, string> = { body: 'Can I fly two days after LASIK?' }) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('attachments', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? '' }))
  return new Request('http://localhost/account/care-team', { method: 'POST', body: form })
}

const pdf = { name: 'report.pdf', bytes: documentFiles.pdf, type: 'application/pdf' }
const png = { name: 'eye.png', bytes: documentFiles.png, type: 'image/png' }
const jpeg = { name: 'scan.jpeg', bytes: documentFiles.jpeg, type: 'image/jpeg' }
/** What a browser sends for a file input with nothing chosen: a part with an empty file name and no bytes. */
const nothingChosen = { name: '', bytes: new Uint8Array(), type: 'application/octet-stream' }

async function expectStored(store: FileStore, attachments: StoredAttachment[], uploads: Upload[]) {
  expect(attachments.map(({ fileName, byteSize }) => ({ fileName, byteSize }))).toEqual(
    uploads.map((upload) => ({ fileName: upload.name, byteSize: upload.bytes.byteLength })),
  )
  for (const [index, attachment] of attachments.entries()) {
    expect(attachment.storageKey).toMatch(/^[\w-]{32}$/)
    expect(Buffer.from((await readAllBytes(store, attachment.storageKey))!).equals(Buffer.from(uploads[index]!.bytes))).toBe(true)
  }
}

describeEachDatabase('files sent with a care-conversation message', (db) => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  let messageId: number
  beforeAll(async () => {
    const patientId = await insertPatient(db(), 'Lucía Méndez')
    const conversation = await conversationOfPatient(db(), { id: patientId, locale: 'es' }, new Date())
    messageId = await appendMessage(db(), conversation, { kind: 'message', authorId: patientId, body: 'Adjunto mis pruebas' }, new Date())
  })

  it('stores one file, or five of each accepted type, readable byte for byte, the type read from the bytes; their rows join the message', async () => {
    const { store, files } = newStore()
    const one = await readMessageForm(messageRequest([pdf]), store)
    if (!one.ok) throw new Error(JSON.stringify(one))
    expect(one.form.get('body')).toBe('Can I fly two days after LASIK?')
    expect(one.attachments[0]!.contentType).toBe('application/pdf')
    await expectStored(store, one.attachments, [pdf])

    // The browser's word on the type counts for nothing: a PNG sent as a PDF is a PNG.
    const five = [pdf, { ...png, type: 'application/pdf' }, jpeg, { ...pdf, name: 'report 2.pdf' }, { ...png, name: 'eye-2.png' }]
    const many = await readMessageForm(messageRequest(five), store)
    if (!many.ok) throw new Error(JSON.stringify(many))
    expect(many.attachments.map((attachment) => attachment.contentType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'application/pdf',
      'image/png',
    ])
    await expectStored(store, many.attachments, five)
    expect(new Set([...one.attachments, ...many.attachments].map((attachment) => attachment.storageKey)).size).toBe(6)
    expect(files()).toHaveLength(6)

    const ids = await insertAttachments(db(), messageId, many.attachments)
    expect(ids).toHaveLength(5)
    const rows = await db()
      .selectFrom('care_message_attachments')
      .select(['message_id', 'storage_key', 'file_name', 'content_type', 'byte_size'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
    expect(rows).toEqual(
      many.attachments.map((attachment) => ({
        message_id: messageId,
        storage_key: attachment.storageKey,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        byte_size: attachment.byteSize,
      })),
    )
    expect(await insertAttachments(db(), messageId, [])).toEqual([])
  })

  it(`refuses a ${MESSAGE_ATTACHMENT_LIMITS.count + 1}th file on the attachments field, and keeps none of the others`, async () => {
    const { store, files } = newStore()
    const six = [pdf, png, jpeg, pdf, png, jpeg]
    const read = await readMessageForm(messageRequest(six, { body: 'Seis archivos', treatmentId: '3' }), store)
    expect(read).toMatchObject({ ok: false, refusal: { code: 'attachment_too_many', field: 'attachments', values: { max: 5 } } })
    // The form comes back, so the page shows the message the patient typed with the refusal.
    if (read.ok || !('refusal' in read)) throw new Error('expected a refusal')
    expect(Object.fromEntries(read.form)).toEqual({ body: 'Seis archivos', treatmentId: '3' })
    expect(files()).toEqual([])
  })

  it('refuses an HTML page named x.jpg (and an empty named file), removing what the request stored before it', async () => {
    const { store, files } = newStore()
    const impostor = { name: 'x.jpg', bytes: documentFiles.html, type: 'image/jpeg' }
    expect(await readMessageForm(messageRequest([pdf, impostor, png]), store)).toMatchObject({
      ok: false,
      refusal: { code: 'attachment_type', field: 'attachments', values: { file: 'x.jpg' } },
    })
    expect(await readMessageForm(messageRequest([{ name: 'x.svg', bytes: documentFiles.svg, type: 'image/svg+xml' }]), store)).toMatchObject({
      ok: false,
      refusal: { code: 'attachment_type' },
    })
    expect(await readMessageForm(messageRequest([pdf, { name: 'blank.pdf', bytes: new Uint8Array() }]), store)).toMatchObject({
      ok: false,
      refusal: { code: 'attachment_empty', values: { file: 'blank.pdf' } },
    })
    expect(files()).toEqual([])
  })

  it('refuses a file over 10 MB as it streams, keeping nothing; one of exactly 10 MB is taken', async () => {
    const { store, files } = newStore()
    const limit = MESSAGE_ATTACHMENT_LIMITS.bytes
    const large = Buffer.alloc(limit + 1)
    large.set(documentFiles.pdf)
    const read = await readMessageForm(messageRequest([png, { name: 'big scan.pdf', bytes: large }, jpeg], { body: 'Grande' }), store)
    expect(read).toMatchObject({ ok: false, refusal: { code: 'attachment_too_large', field: 'attachments', values: { file: 'big scan.pdf' } } })
    expect(files()).toEqual([])

    const exact = large.subarray(0, limit)
    const taken = await readMessageForm(messageRequest([{ name: 'exact.pdf', bytes: exact }]), store)
    expect(taken).toMatchObject({ ok: true, attachments: [{ fileName: 'exact.pdf', contentType: 'application/pdf', byteSize: limit }] })
    expect(files()).toHaveLength(1)
  }, 30_000)

  it('ignores an empty file input, so a message without files is a message', async () => {
    const { store, files } = newStore()
    expect(await readMessageForm(messageRequest([nothingChosen]), store)).toMatchObject({ ok: true, attachments: [] })
    // Five files and an empty part are five files, not six.
    const read = await readMessageForm(messageRequest([nothingChosen, pdf, png, jpeg, pdf, png]), store)
    if (!read.ok) throw new Error(JSON.stringify(read))
    await expectStored(store, read.attachments, [pdf, png, jpeg, pdf, png])
    expect(files()).toHaveLength(5)

    // A file under another field's name is read past, never stored.
    const other = new FormData()
    other.append('body', 'Hola')
    other.append('file', new File([documentFiles.pdf], 'elsewhere.pdf'))
    other.append('attachments', new File([documentFiles.png], 'eye.png'))
    const ignored = await readMessageForm(new Request('http://localhost/account/care-team', { method: 'POST', body: other }), store)
    expect(ignored).toMatchObject({ ok: true, attachments: [{ fileName: 'eye.png' }] })
    expect(files()).toHaveLength(6)
  })

  it('reads a url-encoded form (no files); refuses what is no form, and a multipart body cut short keeps nothing', async () => {
    const { store, files } = newStore()
    const encoded = new Request('http://localhost/account/care-team', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ body: 'Sin JavaScript', appointmentId: '9' }),
    })
    const read = await readMessageForm(encoded, store)
    if (!read.ok) throw new Error(JSON.stringify(read))
    expect(Object.fromEntries(read.form)).toEqual({ body: 'Sin JavaScript', appointmentId: '9' })
    expect(read.attachments).toEqual([])

    const json = new Request('http://localhost/v1/me/conversation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"body":"hola"}',
    })
    expect(await readMessageForm(json, store)).toEqual({ ok: false, reason: 'unsupported_type' })

    // A whole first file, then the body ends inside the second: malformed, and the first file is removed.
    const sent = messageRequest([pdf, { name: 'cut.pdf', bytes: Buffer.alloc(200_000, 1) }])
    const whole = new Uint8Array(await sent.arrayBuffer())
    const broken = new Request('http://localhost/account/care-team', {
      method: 'POST',
      headers: { 'Content-Type': sent.headers.get('Content-Type')! },
      body: whole.subarray(0, whole.byteLength - 100_000),
    })
    expect(await readMessageForm(broken, store)).toEqual({ ok: false, reason: 'malformed' })
    expect(files()).toEqual([])
  })

  it('discardAttachments removes the files of a message the verb then refused', async () => {
    const { store, files } = newStore()
    const read = await readMessageForm(messageRequest([pdf, png]), store)
    if (!read.ok) throw new Error(JSON.stringify(read))
    expect(files()).toHaveLength(2)
    await discardAttachments(read.attachments, store)
    expect(files()).toEqual([])
    // Twice is no error (a retry after a failed removal).
    await discardAttachments(read.attachments, store)
  })
})
