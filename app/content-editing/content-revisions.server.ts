import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { ContentDocument } from './fields'

/* A record's history: every document it was published with, newest first (restore-revision.server.ts puts one back). */

export interface RevisionSummary {
  id: number
  number: number
  publishedAt: Date
  publishedBy: string | null
}

export async function listRevisions(db: Kysely<Database>, recordId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('content_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.published_by')
    .select(['r.id', 'r.published_at', 'u.name'])
    .where('r.record_id', '=', recordId)
    .orderBy('r.id')
    .execute()
  return rows.map((row, index) => ({ id: row.id, number: index + 1, publishedAt: toDate(row.published_at), publishedBy: row.name })).reverse()
}

export async function getRevision(db: Kysely<Database>, recordId: number, revisionId: number): Promise<ContentDocument | undefined> {
  const row = await db
    .selectFrom('content_revisions')
    .select('document')
    .where('id', '=', revisionId)
    .where('record_id', '=', recordId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.document) as ContentDocument) : undefined
}
