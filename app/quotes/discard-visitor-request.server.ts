import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { conversationFileStore } from '~/storage/file-stores.server'
import { findVisitorRequest } from './visitor-requests.server'

/*
 * A visitor, signed in or not, throws away the request they had not sent yet
 * (the review page's "Discard", issue 30): the draft and its files go now
 * rather than at the day's end (sweepVisitorRequests). A draft already sent or
 * gone is nothing to discard.
 */
export async function discardVisitorRequest(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const draft = await findVisitorRequest(db, token, now)
  if (!draft) return false
  const files = await db.selectFrom('quote_request_attachments').select('storage_key').where('request_id', '=', draft.id).execute()
  const gone = await db.transaction().execute(async (trx) => {
    // Only while still a draft: sent meanwhile from another tab, it is the patient's now and stays, files and all.
    const deleted = await trx.deleteFrom('quote_requests').where('id', '=', draft.id).where('patient_id', 'is', null).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return false
    // The rows cascade with the request; said again for a database that does not enforce it.
    await trx.deleteFrom('quote_request_attachments').where('request_id', '=', draft.id).execute()
    return true
  })
  if (!gone) return false
  const store = conversationFileStore()
  await Promise.all(files.map((file) => store.remove(file.storage_key)))
  return true
}
