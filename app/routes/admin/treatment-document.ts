import { database } from '~/db/db.server'
import { documentDownload } from '~/documents/document-download.server'
import { documentStore } from '~/storage/file-stores.server'
import { documentForStaff } from '~/documents/treatment-documents.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { requirePermission } from '~/access/door.server'
import type { Route } from './+types/treatment-document'

/** A treatment's document, for staff of its clinic; 404 for everyone else. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'documents.manage')
  const [patientId, treatmentId, documentId] = [parseId(params.id), parseId(params.treatmentId), parseId(params.documentId)]
  invariantParam(patientId && treatmentId && documentId, url)
  const file = await documentForStaff(database(), documentStore(), scope, { patientId, treatmentId, documentId })
  if (!file) notFound(url, 'unmatched')
  return documentDownload(file)
}
