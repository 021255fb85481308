import type { Kysely, Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { clinicInScope, scopeIncludes, type ClinicScope } from '~/access/clinic-scope.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { enqueueDocumentSharedEmail } from './document-emails.server'
import { newStorageKey, type DocumentStore } from './document-store.server'
import { documentContentType } from './document-type.server'
import { MAX_DOCUMENT_BYTES } from './document-upload'

/*
 * Documents attached to a treatment (issue 12, item 4). Staff attach and
 * remove them at the clinics they serve (audited; the patient is emailed that
 * a document is waiting in their account); the patient whose
 * treatment it is and those staff may read them. Nobody else: every read
 * goes through documentForPatient or documentForStaff, which answer nothing
 * for anyone else's document. The bytes are stored before the row is
 * written and removed again if the row is not, so a document is either
 * whole (row and bytes) or absent.
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

async function treatmentInScope(db: Kysely<Database>, scope: ClinicScope, treatmentId: number) {
  return db
    .selectFrom('treatments')
    .select(['id', 'user_id'])
    .where('id', '=', treatmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
}

/** Attaches a file to a treatment at a clinic in scope, if it is a PDF, JPEG or PNG of at most 10 MB. */
export async function attachTreatmentDocument(
  context: ActionContext,
  scope: ClinicScope,
  store: DocumentStore,
  { treatmentId, fileName, bytes }: { treatmentId: number; fileName: string; bytes: Uint8Array },
): Promise<Outcome<{ documentId: number }>> {
  if (bytes.byteLength === 0) return refuse('document_missing', { field: 'file' })
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return refuse('document_too_large', { field: 'file' })
  const contentType = await documentContentType(bytes)
  if (!contentType) return refuse('document_type', { field: 'file' })
  if (!(await treatmentInScope(context.db, scope, treatmentId))) return refuse('treatment_not_found')

  const key = newStorageKey()
  await store.put(key, bytes)
  const record = { treatmentId, fileName: cleanFileName(fileName), contentType, byteSize: bytes.byteLength }
  try {
    const documentId = await context.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('treatment_documents')
        .values({
          treatment_id: treatmentId,
          storage_key: key,
          file_name: record.fileName,
          content_type: contentType,
          byte_size: record.byteSize,
          uploaded_by: context.session?.user.id ?? null,
          uploaded_at: context.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, context, { action: 'treatment_document.attach', entityType: 'treatment_document', entityId: id, after: record })
      await enqueueDocumentSharedEmail(trx, treatmentId, record.fileName, context.now)
      return id
    })
    wakeOutbox()
    return { ok: true, documentId }
  } catch (error) {
    await store.remove(key)
    throw error
  }
}

/** Removes a document from a treatment at a clinic in scope. */
export async function removeTreatmentDocument(
  context: ActionContext,
  scope: ClinicScope,
  store: DocumentStore,
  { treatmentId, documentId }: { treatmentId: number; documentId: number },
): Promise<Outcome> {
  const removed = await context.db.transaction().execute(async (trx) => {
    const found = await documentRow(trx, { treatmentId, documentId })
    const document = found && scopeIncludes(scope, found.clinic_id) ? found : undefined
    if (!document) return undefined
    await trx.deleteFrom('treatment_documents').where('id', '=', documentId).execute()
    const before = { treatmentId, fileName: document.file_name, contentType: document.content_type, byteSize: document.byte_size }
    await recordAudit(trx, context, { action: 'treatment_document.remove', entityType: 'treatment_document', entityId: documentId, before })
    return document
  })
  if (!removed) return refuse('document_not_found')
  // After the commit: had it rolled back, the bytes would still be needed.
  await store.remove(removed.storage_key)
  return { ok: true }
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
  bytes: Uint8Array<ArrayBuffer>
}

type DocumentQuery = { treatmentId: number; documentId: number }

/** A document of that treatment, with whose treatment it is and at which clinic. */
function documentRow(db: Kysely<Database> | Transaction<Database>, { treatmentId, documentId }: DocumentQuery) {
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
  store: DocumentStore,
  { treatmentId, documentId }: DocumentQuery,
  allowed: (treatment: { user_id: number; clinic_id: number }) => boolean,
): Promise<DocumentFile | undefined> {
  const row = await documentRow(db, { treatmentId, documentId })
  if (!row || !allowed(row)) return undefined
  const bytes = await store.read(row.storage_key)
  return bytes && { fileName: row.file_name, contentType: row.content_type, bytes }
}

/** A document of the patient's own treatment; undefined for anyone else's. */
export function documentForPatient(db: Kysely<Database>, store: DocumentStore, patientId: number, query: DocumentQuery) {
  return readDocument(db, store, query, (treatment) => treatment.user_id === patientId)
}

/** A document of a treatment of `patientId` at a clinic in the staff member's scope; undefined otherwise. */
export function documentForStaff(db: Kysely<Database>, store: DocumentStore, scope: ClinicScope, query: DocumentQuery & { patientId: number }) {
  return readDocument(db, store, query, (treatment) => treatment.user_id === query.patientId && scopeIncludes(scope, treatment.clinic_id))
}
