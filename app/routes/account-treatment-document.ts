import { requireSession } from '~/accounts/session-middleware.server'
import { database } from '~/db/db.server'
import { documentDownload } from '~/documents/document-download.server'
import { documentStore } from '~/storage/file-stores.server'
import { documentForPatient } from '~/documents/treatment-documents.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import type { Route } from './+types/account-treatment-document'

/** A document of the signed-in patient's own treatment; another's is simply not found. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const [treatmentId, documentId] = [parseId(params.id), parseId(params.documentId)]
  invariantParam(treatmentId && documentId, url)
  const file = await documentForPatient(database(), documentStore(), session.user.id, { treatmentId, documentId })
  if (!file) notFound(url, 'unmatched')
  return documentDownload(file)
}
