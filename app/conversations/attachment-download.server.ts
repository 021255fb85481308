import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { documentDownload } from '~/documents/document-download.server'
import type { DocumentFile } from '~/documents/treatment-documents.server'
import type { FileStore } from '~/storage/file-store.server'
import { conversationFileStore } from '~/storage/file-stores.server'

/*
 * A file sent in a care conversation, opened for the one who may read it:
 * the patient, for the messages of their own conversation (never a staff
 * note's), and the care team, for any message or note of a conversation the
 * route's door let them into. Anyone else gets nothing (the route answers
 * 404, as for a file that does not exist). Streamed from the store; never
 * from a public URL.
 */

export type AttachmentFile = DocumentFile

/** The attachment's row with its message and conversation, for the caller to say whose it must be. */
function attachmentRow(db: Kysely<Database>, attachmentId: number) {
  return db
    .selectFrom('care_message_attachments as a')
    .innerJoin('care_messages as m', 'm.id', 'a.message_id')
    .innerJoin('care_conversations as c', 'c.id', 'm.conversation_id')
    .select(['a.storage_key', 'a.file_name', 'a.content_type', 'a.byte_size'])
    .where('a.id', '=', attachmentId)
}

async function open(
  row: { storage_key: string; file_name: string; content_type: string } | undefined,
  store: FileStore,
): Promise<AttachmentFile | undefined> {
  if (!row) return undefined
  const file = await store.read(row.storage_key)
  return file && { fileName: row.file_name, contentType: row.content_type, body: file.body, byteSize: file.byteSize }
}

/** An attachment of a message in the patient's own conversation (what both sides see; never a note's); undefined otherwise. */
export async function openPatientAttachment(
  db: Kysely<Database>,
  { patientId, attachmentId }: { patientId: number; attachmentId: number },
  store: FileStore = conversationFileStore(),
): Promise<AttachmentFile | undefined> {
  const row = await attachmentRow(db, attachmentId).where('c.patient_id', '=', patientId).where('m.kind', '=', 'message').executeTakeFirst()
  return open(row, store)
}

/**
 * An attachment of a message or note in that conversation; undefined otherwise. Whether the caller may
 * see the conversation is the route's door's to check first (coordinators and admins, colleagues brought in).
 */
export async function openStaffAttachment(
  db: Kysely<Database>,
  { conversationId, attachmentId }: { conversationId: number; attachmentId: number },
  store: FileStore = conversationFileStore(),
): Promise<AttachmentFile | undefined> {
  const row = await attachmentRow(db, attachmentId).where('m.conversation_id', '=', conversationId).executeTakeFirst()
  return open(row, store)
}

/** The attachment as a download: always an attachment with its cleaned name, never cached, never sniffed (as documents are). */
export function attachmentResponse(file: AttachmentFile): Response {
  return documentDownload(file)
}
