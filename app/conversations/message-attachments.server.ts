import type { Kysely } from 'kysely'
import { pipeline, type Readable } from 'node:stream'
import type { Database, DocumentContentType } from '~/db/schema'
import { documentContentType } from '~/documents/document-type.server'
import { MAX_DOCUMENT_BYTES } from '~/documents/document-upload'
import { cleanFileName } from '~/documents/treatment-documents.server'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { isMultipart, readStreamedFiles } from '~/security/multipart-stream.server'
import { MAX_FORM_BYTES, readFormData, type LimitedForm } from '~/security/request-body.server'
import { headCapture } from '~/storage/byte-limit.server'
import { FileTooLarge, newStorageKey, type FileStore } from '~/storage/file-store.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import { MESSAGE_LIMITS } from './message-rules'

/*
 * Files sent with a care-conversation message (issue 29, decision 037): up to
 * 5 PDF, JPEG or PNG files of at most 10 MB each, the type read from their
 * bytes. They stream into the conversations store as the form arrives (never
 * held whole), each under a new random key; the verb then writes their rows
 * with the message (insertAttachments), or, refusing, lets them go
 * (discardAttachments). A request that dies between the two leaves files no
 * row names: the orphan sweep removes them a day later.
 */

export const MESSAGE_ATTACHMENT_LIMITS = { count: MESSAGE_LIMITS.attachments, bytes: MAX_DOCUMENT_BYTES } as const

/** The most a message form's body may be: every file at its limit, and the form's text fields (the route's body limit). */
export const MAX_MESSAGE_FORM_BYTES = MESSAGE_ATTACHMENT_LIMITS.count * MESSAGE_ATTACHMENT_LIMITS.bytes + MAX_FORM_BYTES

/** The form field the files come in (`<input type="file" name="attachments" multiple>`). */
export const ATTACHMENTS_FIELD = 'attachments'

export interface StoredAttachment {
  storageKey: string
  fileName: string
  contentType: DocumentContentType
  byteSize: number
}

export type MessageForm =
  | { ok: true; form: FormData; attachments: StoredAttachment[] }
  /** Not a form this reads (the page answers it with unreadableForm). */
  | { ok: false; reason: (LimitedForm & { ok: false })['reason'] }
  /** A file refused (too many, too big, not an accepted type): nothing of the request is kept; the form comes back to show the message by. */
  | { ok: false; refusal: Refusal; form: FormData }

/** Enough of a file's beginning for file-type to read its signature. */
const SIGNATURE_BYTES = 4100
const megabytes = MESSAGE_ATTACHMENT_LIMITS.bytes / 1024 / 1024

/**
 * A message form read as it arrives. Multipart: every file part named
 * `attachments` is streamed to the store (an empty file input, which browsers
 * send as a part with no name and no bytes, is skipped); the first file
 * refused refuses the form, on field `attachments`, and every file this
 * request stored is removed. URL-encoded (no files): read within the form
 * limit, so a plain form and any caller without files work alike.
 */
export async function readMessageForm(request: Request, store: FileStore = conversationFileStore()): Promise<MessageForm> {
  if (!isMultipart(request)) {
    const read = await readFormData(request, MAX_FORM_BYTES)
    return read.ok ? { ok: true, form: read.form, attachments: [] } : read
  }
  // Every file this request stored, in the order sent: all removed again unless the form is accepted.
  const stored: { index: number; attachment: StoredAttachment }[] = []
  let chosen = 0
  let refusal: { index: number; refusal: Refusal } | undefined
  const refused = (index: number, reason: Refusal) => {
    if (!refusal || index < refusal.index) refusal = { index, refusal: reason }
  }
  let read
  try {
    read = await readStreamedFiles(request, ATTACHMENTS_FIELD, async ({ fileName, body, index }) => {
      if (fileName === '') return skip(body)
      if (++chosen > MESSAGE_ATTACHMENT_LIMITS.count) {
        refused(index, refuse('attachment_too_many', { field: ATTACHMENTS_FIELD, values: { max: MESSAGE_ATTACHMENT_LIMITS.count } }))
        return skip(body)
      }
      // Once a file is refused, nothing more of this request is kept: the rest is only read past.
      if (refusal) return skip(body)
      const outcome = await storeAttachment(store, fileName, body)
      if (outcome.ok) stored.push({ index, attachment: outcome.attachment })
      else refused(index, outcome)
    })
  } catch (error) {
    await discardAttachments(inOrder(stored), store)
    throw error
  }
  const attachments = inOrder(stored)
  if (!read.ok) {
    await discardAttachments(attachments, store)
    return read
  }
  const form = new FormData()
  for (const [name, value] of read.fields) form.append(name, value)
  if (refusal) {
    await discardAttachments(attachments, store)
    return { ok: false, refusal: refusal.refusal, form }
  }
  return { ok: true, form, attachments }
}

/** Removes the files of attachments that will not be kept (the verb refused the message, or its transaction failed). */
export async function discardAttachments(attachments: readonly StoredAttachment[], store: FileStore = conversationFileStore()) {
  await Promise.all(attachments.map((attachment) => store.remove(attachment.storageKey)))
}

/** The attachments' rows, in the message's transaction. */
export async function insertAttachments(trx: Kysely<Database>, messageId: number, attachments: readonly StoredAttachment[]): Promise<number[]> {
  if (attachments.length === 0) return []
  const rows = await trx
    .insertInto('care_message_attachments')
    .values(
      attachments.map((attachment) => ({
        message_id: messageId,
        storage_key: attachment.storageKey,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        byte_size: attachment.byteSize,
      })),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** One file to the store under a new key, if it is of an accepted type and size and not empty; otherwise refused with nothing kept. */
async function storeAttachment(store: FileStore, name: string, body: Readable): Promise<Outcome<{ attachment: StoredAttachment }>> {
  const fileName = cleanFileName(name)
  const storageKey = newStorageKey()
  const signature = headCapture(SIGNATURE_BYTES)
  const source = pipeline(body, signature.tap, () => undefined)
  let byteSize: number
  try {
    ;({ byteSize } = await store.put(storageKey, source, { maxBytes: MESSAGE_ATTACHMENT_LIMITS.bytes }))
  } catch (error) {
    if (!(error instanceof FileTooLarge)) throw error
    return refuse('attachment_too_large', { field: ATTACHMENTS_FIELD, values: { file: fileName, megabytes } })
  }
  const contentType = byteSize === 0 ? undefined : await documentContentType(signature.head())
  if (contentType) return { ok: true, attachment: { storageKey, fileName, contentType, byteSize } }
  await store.remove(storageKey)
  return refuse(byteSize === 0 ? 'attachment_empty' : 'attachment_type', { field: ATTACHMENTS_FIELD, values: { file: fileName } })
}

/** A part not stored is read past (so the form's later parts still arrive). */
function skip(body: Readable) {
  body.resume()
}

const inOrder = (stored: { index: number; attachment: StoredAttachment }[]) =>
  stored.toSorted((a, b) => a.index - b.index).map((file) => file.attachment)

/** Runs the verb that stores a message with `attachments`; refused or failed, their files go (nothing half-kept). */
export async function withAttachments<T extends { ok: boolean }>(attachments: readonly StoredAttachment[], verb: () => Promise<T>): Promise<T> {
  let outcome: T
  try {
    outcome = await verb()
  } catch (error) {
    await discardAttachments(attachments)
    throw error
  }
  if (!outcome.ok) await discardAttachments(attachments)
  return outcome
}
