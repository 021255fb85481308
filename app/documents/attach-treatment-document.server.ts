import { staffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueDocumentSharedEmail } from './document-emails.server'
import { newStorageKey, type DocumentStore } from './document-store.server'
import { documentContentType } from './document-type.server'
import { MAX_DOCUMENT_BYTES } from './document-upload'
import { cleanFileName } from './treatment-documents.server'

export interface AttachTreatmentDocumentInput {
  treatmentId: number
  /** As the browser named it; cleaned before it is stored (cleanFileName). */
  fileName: string
  bytes: Uint8Array
}

/**
 * Staff attach a file to a treatment at a clinic they serve, if it is a PDF,
 * JPEG or PNG (read from its bytes) of at most 10 MB; the patient is emailed
 * that a document is waiting in their account. Audited. The bytes are stored
 * before the row is written and removed again if the row is not, so a
 * document is either whole (row and bytes) or absent.
 */
export async function attachTreatmentDocument(
  context: ActionContext,
  store: DocumentStore,
  { treatmentId, fileName, bytes }: AttachTreatmentDocumentInput,
): Promise<Outcome<{ documentId: number }>> {
  const { scope } = staffCaller(context, 'documents.manage')
  if (bytes.byteLength === 0) return refuse('document_missing', { field: 'file' })
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return refuse('document_too_large', { field: 'file' })
  const contentType = await documentContentType(bytes)
  if (!contentType) return refuse('document_type', { field: 'file' })
  const treatment = await context.db
    .selectFrom('treatments')
    .select('id')
    .where('id', '=', treatmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
  if (!treatment) return refuse('treatment_not_found')

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
