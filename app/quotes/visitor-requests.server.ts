import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { conversationFileStore } from '~/storage/file-stores.server'
import { hashToken } from './quote-request-delivery.server'

/** The draft a visitor's token names, while it lasts. */
export function findVisitorRequest(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('quote_requests')
    .selectAll()
    .where('draft_token_hash', '=', hashToken(token))
    .where('patient_id', 'is', null)
    .where('draft_expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/** Drafts past their day, with their files: a visitor who never came back leaves nothing behind. */
export async function sweepVisitorRequests(db: Kysely<Database>, now: Date): Promise<number> {
  const gone = await db
    .selectFrom('quote_requests as r')
    .leftJoin('quote_request_attachments as a', 'a.request_id', 'r.id')
    .select(['r.id', 'a.storage_key'])
    .where('r.patient_id', 'is', null)
    .where('r.draft_expires_at', '<=', now.toISOString())
    .execute()
  if (gone.length === 0) return 0
  const ids = [...new Set(gone.map((row) => row.id))]
  await db.deleteFrom('quote_requests').where('id', 'in', ids).where('patient_id', 'is', null).execute()
  const store = conversationFileStore()
  await Promise.all(gone.flatMap((row) => (row.storage_key ? [store.remove(row.storage_key)] : [])))
  return ids.length
}
