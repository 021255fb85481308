import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { CareMessageKind, Database, DocumentContentType, UserRole } from '~/db/schema'

/*
 * The messages of a conversation as either side reads them (issue 29):
 * oldest first, each with who wrote it and in what role, what happened for
 * an event, its attachments, and the plan, appointment or quote request it
 * is about. The
 * patient's read passes `kinds` without 'note': the team's internal notes
 * never leave the database for them.
 */

export interface ThreadPerson {
  id: number
  name: string
  role: UserRole
}

export interface ThreadAttachment {
  id: number
  fileName: string
  contentType: DocumentContentType
  byteSize: number
}

export interface ThreadMessage {
  id: number
  kind: CareMessageKind
  body: string
  /** What happened (coordinator_assigned, colleague_joined, no_reply_needed…) and whom it is about. */
  event: string | null
  eventUser: ThreadPerson | null
  /** Null for the system. */
  author: ThreadPerson | null
  createdAt: Date
  treatmentId: number | null
  appointmentId: number | null
  /** The quote request it is about (the request itself, a quote sent, accepted or declined). */
  quoteRequestId: number | null
  attachments: ThreadAttachment[]
}

const person = (id: number | null, name: string | null, role: UserRole | null): ThreadPerson | null =>
  id !== null && name !== null && role !== null ? { id, name, role } : null

/** The newest `limit` messages of these kinds (after `afterId`, when given), oldest first. */
export async function threadMessages(
  db: Kysely<Database>,
  conversationId: number,
  { kinds, limit = 200, afterId = 0 }: { kinds: readonly CareMessageKind[]; limit?: number; afterId?: number },
): Promise<ThreadMessage[]> {
  const rows = await db
    .selectFrom('care_messages as m')
    .leftJoin('users as author', 'author.id', 'm.author_id')
    .leftJoin('users as subject', 'subject.id', 'm.event_user_id')
    .select([
      'm.id',
      'm.kind',
      'm.body',
      'm.event',
      'm.created_at',
      'm.treatment_id',
      'm.appointment_id',
      'm.quote_request_id',
      'm.author_id',
      'author.name as authorName',
      'author.role as authorRole',
      'm.event_user_id',
      'subject.name as subjectName',
      'subject.role as subjectRole',
    ])
    .where('m.conversation_id', '=', conversationId)
    .where('m.kind', 'in', kinds)
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()
  const ids = rows.map((row) => row.id)
  const files = ids.length
    ? await db
        .selectFrom('care_message_attachments')
        .select(['id', 'message_id', 'file_name', 'content_type', 'byte_size'])
        .where('message_id', 'in', ids)
        .orderBy('id')
        .execute()
    : []
  return rows.reverse().map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    event: row.event,
    eventUser: person(row.event_user_id, row.subjectName, row.subjectRole),
    author: person(row.author_id, row.authorName, row.authorRole),
    createdAt: toDate(row.created_at),
    treatmentId: row.treatment_id,
    appointmentId: row.appointment_id,
    quoteRequestId: row.quote_request_id,
    attachments: files
      .filter((file) => file.message_id === row.id)
      .map((file) => ({ id: file.id, fileName: file.file_name, contentType: file.content_type, byteSize: file.byte_size })),
  }))
}
