import type { Kysely, Transaction } from 'kysely'
import { scopeIncludes, type ClinicScope } from '~/access/clinic-scope.server'
import type { Database } from '~/db/schema'
import type { FileStore } from '~/storage/file-store.server'

/*
 * Documents attached to a treatment (issue 12, item 4). Staff attach and
 * remove them at the clinics they serve (attach-treatment-document.server.ts,
 * remove-treatment-document.server.ts); the patient whose treatment it is and
 * those staff may read them. Nobody else: every read goes through
 * documentForPatient or documentForStaff, which answer nothing for anyone
 * else's document.
 */

export interface TreatmentDocument {
  id: number
  fileName: string
  contentType: string
  byteSize: number
  uploadedAt: string
}

/** A file name as shown and offered on download: its last path part, without control characters, at most 200 characters. */
export function cleanFileName(name: string) {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim()
  if (!base) return 'document'
  if (base.length <= 200) return base
  const dot = base.lastIndexOf('.')
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : ''
  return base.slice(0, 200 - extension.length) + extension
}

/** A treatment's documents, newest first. */
export async function listTreatmentDocuments(db: Kysely<Database>, treatmentId: number): Promise<TreatmentDocument[]> {
  const rows = await db
    .selectFrom('treatment_documents')
    .select(['id', 'file_name', 'content_type', 'byte_size', 'uploaded_at'])
    .where('treatment_id', '=', treatmentId)
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    byteSize: row.byte_size,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
  }))
}

export interface DocumentFile {
  fileName: string
  contentType: string
  /** The bytes, streamed from the store: read to the end or cancel. */
  body: ReadableStream<Uint8Array>
  byteSize: number
}

export type DocumentQuery = { treatmentId: number; documentId: number }

/** A document of that treatment, with whose treatment it is and at which clinic. */
export function documentRow(db: Kysely<Database> | Transaction<Database>, { treatmentId, documentId }: DocumentQuery) {
  return db
    .selectFrom('treatment_documents as d')
    .innerJoin('treatments as t', 't.id', 'd.treatment_id')
    .select(['d.id', 'd.storage_key', 'd.file_name', 'd.content_type', 'd.byte_size', 't.user_id', 't.clinic_id'])
    .where('d.id', '=', documentId)
    .where('d.treatment_id', '=', treatmentId)
    .executeTakeFirst()
}

async function readDocument(
  db: Kysely<Database>,
  store: FileStore,
  { treatmentId, documentId }: DocumentQuery,
  allowed: (treatment: { user_id: number; clinic_id: number }) => boolean,
): Promise<DocumentFile | undefined> {
  const row = await documentRow(db, { treatmentId, documentId })
  if (!row || !allowed(row)) return undefined
  const file = await store.read(row.storage_key)
  return file && { fileName: row.file_name, contentType: row.content_type, body: file.body, byteSize: file.byteSize }
}

/** A document of the patient's own treatment; undefined for anyone else's. */
export function documentForPatient(db: Kysely<Database>, store: FileStore, patientId: number, query: DocumentQuery) {
  return readDocument(db, store, query, (treatment) => treatment.user_id === patientId)
}

/** A document of a treatment of `patientId` at a clinic in the staff member's scope; undefined otherwise. */
export function documentForStaff(db: Kysely<Database>, store: FileStore, scope: ClinicScope, query: DocumentQuery & { patientId: number }) {
  return readDocument(db, store, query, (treatment) => treatment.user_id === query.patientId && scopeIncludes(scope, treatment.clinic_id))
}
