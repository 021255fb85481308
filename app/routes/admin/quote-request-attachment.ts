import { requirePermission } from '~/access/door.server'
import { attachmentResponse } from '~/conversations/attachment-download.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { requestAttachment } from '~/quotes/quote-requests.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import type { Route } from './+types/quote-request-attachment'

/**
 * A file a patient sent with their quote request (issue 30), for those who answer quote requests; 404 for
 * everyone else and for a file of another request. Streamed from the conversations store, where the request's
 * files were kept as they arrived; never from a public URL.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requirePermission(context, url, 'quotes.manage')
  const [requestId, attachmentId] = [parseId(params.requestId), parseId(params.attachmentId)]
  invariantParam(requestId && attachmentId, url)
  const db = database()
  // A visitor's request not sent yet is nobody's to read, its files neither.
  const sent = await db.selectFrom('quote_requests').select('id').where('id', '=', requestId).where('patient_id', 'is not', null).executeTakeFirst()
  const row = sent && (await requestAttachment(db, requestId, attachmentId))
  const file = row && (await conversationFileStore().read(row.storageKey))
  if (!row || !file) notFound(url, 'unmatched')
  return attachmentResponse({ fileName: row.fileName, contentType: row.contentType, body: file.body, byteSize: file.byteSize })
}
