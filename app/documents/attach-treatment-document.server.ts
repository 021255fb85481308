import { staffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueDocumentSharedEmail } from './document-emails.server'
import { pipeline } from 'node:stream'
import { headCapture } from '~/storage/byte-limit.server'
import { FileTooLarge, newStorageKey, nodeStream, type FileBody, type FileStore } from '~/storage/file-store.server'
import { documentContentType } from './document-type.server'
import { MAX_DOCUMENT_BYTES } from './document-upload'
import { cleanFileName } from './treatment-documents.server'

export interface AttachTreatmentDocumentInput {
  treatmentId: number
  /** As the browser named it; cleaned before it is stored (cleanFileName). */
  fileName: string
  /** The file's bytes, streamed to the store as they arrive (never held whole). */
  body: FileBody
}

/** Enough of a file's beginning for file-type to read its signature. */
const SIGNATURE_BYTES = 4100

/**
 * Staff attach a file to a treatment at a clinic they serve, if it is a PDF,
 * JPEG or PNG (read from its bytes) of at most 10 MB; the patient is emailed
 * that a document is waiting in their account. Audited. The bytes are streamed
 * to the store under a new key first (the size limit enforced as they pass,
 * the type read from their first bytes), then the row is written; bytes
 * refused or whose row is not written are removed again, so a document is
 * either whole (row and bytes) or absent. A crash between the two is left to
 * the orphan sweep (~/storage/orphan-sweep.server.ts).
 */
export async function attachTreatmentDocument(
  context: ActionContext,
  store: FileStore,
  { treatmentId, fileName, body }: AttachTreatmentDocumentInput,
): Promise<Outcome<{ documentId: number }>> {
  const { scope } = staffCaller(context, 'documents.manage')
  const treatment = await context.db
    .selectFrom('treatments')
    .select('id')
    .where('id', '=', treatmentId)
    .where(clinicInScope('clinic_id', scope))
    .executeTakeFirst()
  if (!treatment) {
    cancel(body)
    return refuse('treatment_not_found')
  }

  const key = newStorageKey()
  const stored = await storeChecked(store, key, body)
  if (!stored.ok) return stored
  const { byteSize, contentType } = stored
  const record = { treatmentId, fileName: cleanFileName(fileName), contentType, byteSize }
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

type Checked = { ok: true; byteSize: number; contentType: NonNullable<Awaited<ReturnType<typeof documentContentType>>> }

/** The file written under `key` if it is of an accepted type, size and not empty; otherwise refused with nothing kept. */
async function storeChecked(store: FileStore, key: string, body: FileBody): Promise<Checked | Refusal> {
  const signature = headCapture(SIGNATURE_BYTES)
  const source = pipeline(nodeStream(body), signature.tap, () => undefined)
  try {
    const { byteSize } = await store.put(key, source, { maxBytes: MAX_DOCUMENT_BYTES })
    const contentType = byteSize === 0 ? undefined : await documentContentType(signature.head())
    if (contentType) return { ok: true, byteSize, contentType }
    await store.remove(key)
    return refuse(byteSize === 0 ? 'document_missing' : 'document_type', { field: 'file' })
  } catch (error) {
    if (error instanceof FileTooLarge) return refuse('document_too_large', { field: 'file' })
    throw error
  }
}

/** A body not read is let go (a request's stream would otherwise wait for a reader). */
function cancel(body: FileBody) {
  if (body instanceof Uint8Array) return
  if (body instanceof ReadableStream) void body.cancel().catch(() => undefined)
  else body.destroy()
}
