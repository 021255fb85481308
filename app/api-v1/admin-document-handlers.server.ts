import { database } from '~/db/db.server'
import { documentDownload } from '~/documents/document-download.server'
import { documentStore } from '~/storage/file-stores.server'
import { DocumentUploadSchema } from '~/documents/document-upload'
import { attachTreatmentDocument } from '~/documents/attach-treatment-document.server'
import { readDocumentUpload } from '~/documents/document-upload-stream.server'
import { isMultipart } from '~/security/multipart-stream.server'
import { removeTreatmentDocument } from '~/documents/remove-treatment-document.server'
import { documentForStaff, listTreatmentDocuments } from '~/documents/treatment-documents.server'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { MAX_UPLOAD_BYTES } from '~/security/request-body.server'
import { patientDetail } from '~/staff-console/patient-detail.server'
import { apiDoor, type Args } from './admin-handlers.server'
import { answer, parseFormBody } from './respond.server'

/*
 * /v1/admin's documents on a treatment: list, attach (multipart, a PDF, JPEG
 * or PNG of at most 10 MB, the type read from the bytes), download, remove.
 * The treatment must be the patient's and at a clinic of the member's.
 */

async function treatmentDoor(args: Args) {
  const { scope, acting } = await apiDoor(args, 'documents.manage')
  const [patientId, treatmentId] = [parseId(args.params.id), parseId(args.params.treatmentId)]
  const detail = patientId ? await patientDetail(database(), scope, patientId, acting.locale) : undefined
  const treatment = detail?.treatments.find((candidate) => candidate.id === treatmentId)
  return { scope, acting, patientId: patientId ?? 0, treatment }
}

export async function adminDocumentsHandler(args: Args) {
  const { acting, treatment } = await treatmentDoor(args)
  if (!treatment) return refusalProblem(refuse('treatment_not_found'), acting.locale)
  return answer({ documents: await listTreatmentDocuments(database(), treatment.id) })
}

export async function adminAttachDocumentHandler(args: Args) {
  const { acting, treatment } = await treatmentDoor(args)
  if (!isMultipart(args.request)) {
    // Not a multipart form: answered as any other unreadable form body (415, or the missing file).
    const body = await parseFormBody(args.request, DocumentUploadSchema, { maxBytes: MAX_UPLOAD_BYTES, locale: acting.locale })
    if (!body.ok) return body.response
  }
  if (!treatment) {
    await args.request.body?.cancel()
    return refusalProblem(refuse('treatment_not_found'), acting.locale)
  }
  // Streamed to the store as it arrives, never held whole (server/bounded-body.ts).
  const upload = await readDocumentUpload(args.request, (fileName, body) =>
    attachTreatmentDocument(acting, documentStore(), { treatmentId: treatment.id, fileName, body }),
  )
  if (!upload.ok) return refusalProblem(refuse('document_missing', { field: 'file' }), acting.locale)
  const attached = upload.outcome
  if (!attached.ok) return refusalProblem(attached, acting.locale)
  const documents = await listTreatmentDocuments(database(), treatment.id)
  return answer(
    documents.find((document) => document.id === attached.documentId),
    201,
  )
}

export async function adminDocumentHandler(args: Args) {
  const { scope, acting, patientId, treatment } = await treatmentDoor(args)
  const documentId = parseId(args.params.documentId)
  const file =
    treatment && documentId
      ? await documentForStaff(database(), documentStore(), scope, { patientId, treatmentId: treatment.id, documentId })
      : undefined
  return file ? documentDownload(file) : refusalProblem(refuse('document_not_found'), acting.locale)
}

export async function adminRemoveDocumentHandler(args: Args) {
  const { acting, treatment } = await treatmentDoor(args)
  const documentId = parseId(args.params.documentId)
  const removed =
    treatment && documentId
      ? await removeTreatmentDocument(acting, documentStore(), { treatmentId: treatment.id, documentId })
      : refuse('document_not_found')
  return removed.ok ? answer({ ok: true }) : refusalProblem(removed, acting.locale)
}
