import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus, type InboxQuery } from './inbox-schemas'

/*
 * The staff inbox's reads: the list of contact messages (filters, search,
 * counts per status, pages) and one message with its thread.
 */

export const INBOX_PAGE_SIZE = 25

type Db = Kysely<Database> | Transaction<Database>
type MessagesQuery = ExpressionBuilder<Database & { m: Database['contact_messages'] }, 'm'>

export interface InboxPerson {
  id: number
  name: string
}

export interface InboxEntry {
  id: number
  name: string
  email: string
  subject: string
  status: ContactMessageStatus
  assignee: InboxPerson | null
  version: number
  createdAt: Date
}

export interface InboxPage {
  messages: InboxEntry[]
  /** Messages matching the filters, on all pages. */
  total: number
  page: number
  pageCount: number
  /** Per status, under the same assignee filter and search (the status tabs' numbers). */
  counts: Record<ContactMessageStatus, number>
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function containsPattern(search: string) {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** The assignee filter and the search, shared by the list and its counts. */
function matchesFilters(query: InboxQuery, viewerId: number) {
  return (eb: MessagesQuery) => {
    const conditions = []
    if (query.assignee === 'mine') conditions.push(eb('m.assignee_id', '=', viewerId))
    if (query.assignee === 'unassigned') conditions.push(eb('m.assignee_id', 'is', null))
    if (query.search) {
      const pattern = containsPattern(query.search)
      conditions.push(
        eb.or((['m.name', 'm.email', 'm.subject'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
      )
    }
    return eb.and(conditions)
  }
}

/** The inbox list, newest first; `viewerId` is whoever "mine" means. */
export async function listInbox(db: Db, query: InboxQuery, viewerId: number): Promise<InboxPage> {
  const filtered = db.selectFrom('contact_messages as m').where(matchesFilters(query, viewerId))
  const countRows = await filtered
    .select(['m.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('m.status')
    .execute()
  const counts = Object.fromEntries(CONTACT_MESSAGE_STATUSES.map((status) => [status, 0])) as Record<ContactMessageStatus, number>
  for (const row of countRows) counts[row.status] = Number(row.n)

  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0)
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const rows = await filtered
    .leftJoin('users as a', 'a.id', 'm.assignee_id')
    .$if(query.status !== undefined, (qb) => qb.where('m.status', '=', query.status!))
    .select(['m.id', 'm.name', 'm.email', 'm.subject', 'm.status', 'm.version', 'm.created_at', 'a.id as assigneeId', 'a.name as assigneeName'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((query.page - 1) * INBOX_PAGE_SIZE)
    .execute()
  const messages = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName! },
    version: row.version,
    createdAt: toDate(row.created_at),
  }))
  return { messages, total, page: query.page, pageCount, counts }
}

export interface ContactReply {
  id: number
  body: string
  author: InboxPerson
  sentAt: Date
  /** Where its email is: pending, sending, sent or failed (null once the outbox row is gone). */
  delivery: Database['email_outbox']['status'] | null
}

export interface ContactMessageThread extends InboxEntry {
  phone: string | null
  message: string
  locale: Locale
  updatedAt: Date | null
  /** Oldest first, after the original message. */
  replies: ContactReply[]
}

/** One message with its thread, or undefined when there is no such message. */
export async function getContactMessageThread(db: Db, id: number): Promise<ContactMessageThread | undefined> {
  const row = await db
    .selectFrom('contact_messages as m')
    .leftJoin('users as a', 'a.id', 'm.assignee_id')
    .selectAll('m')
    .select(['a.name as assigneeName'])
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const replies = await db
    .selectFrom('contact_replies as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .leftJoin('email_outbox as e', 'e.id', 'r.email_id')
    .select(['r.id', 'r.body', 'r.sent_at', 'u.id as authorId', 'u.name as authorName', 'e.status as delivery'])
    .where('r.message_id', '=', id)
    .orderBy('r.id')
    .execute()
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    locale: row.locale as Locale,
    status: row.status,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assigneeName! },
    version: row.version,
    createdAt: toDate(row.created_at),
    updatedAt: row.updated_at === null ? null : toDate(row.updated_at),
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      author: { id: reply.authorId, name: reply.authorName },
      sentAt: toDate(reply.sent_at),
      delivery: reply.delivery,
    })),
  }
}
