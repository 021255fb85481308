import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import type { FileStore } from '~/storage/file-store.server'
import { documentRow, type DocumentQuery } from './treatment-documents.server'

/** Staff remove a document from a treatment at a clinic they serve: its row, then (once committed) its bytes. Audited. */
export async function removeTreatmentDocument(
  context: ActionContext,
  store: FileStore,
  { treatmentId, documentId }: DocumentQuery,
): Promise<Outcome> {
  const { scope } = staffCaller(context, 'documents.manage')
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
