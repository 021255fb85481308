import { sql, type Kysely } from 'kysely'
import { z } from 'zod'
import type { StaffCaller } from '~/access/caller.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { patientAtClinics, conversationVisibleTo } from './conversation-access.server'

/*
 * The console's list of conversations (issue 29): those the caller may open,
 * filtered (assigned to me, unassigned, waiting for our reply, a clinic, the
 * patient's language), the longest-waiting first, then the most recent. It
 * reads the conversations and only the one last message of each row on the
 * page (docs/decisions/037), so it stays fast at 10,000 conversations.
 */

export const CONVERSATIONS_PAGE_SIZE = 50

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** The list's filters, as the address carries them. */
export const ConversationFiltersSchema = z.object({
  show: optional(z.enum(['mine', 'unassigned', 'waiting'])),
  clinic: optional(z.coerce.number().int().positive()),
  language: optional(z.enum(['en', 'es'])),
  page: optional(z.coerce.number().int().min(1).max(10_000)),
})

export type ConversationFilters = z.infer<typeof ConversationFiltersSchema>

export interface ConversationListItem {
  id: number
  patient: { id: number; name: string; email: string; locale: string }
  coordinator: { id: number; name: string } | null
  /** The newest message both sides see (or event), shortened. */
  lastMessage: { preview: string; kind: string; fromPatient: boolean; at: Date } | null
  /** Since when the patient's message waits for the team; null when nothing waits. */
  waitingSince: Date | null
  /** Something in it the team has not read. */
  unread: boolean
}

const PREVIEW_LENGTH = 140

export async function listConversations(
  db: Kysely<Database>,
  caller: StaffCaller,
  filters: ConversationFilters,
): Promise<{ items: ConversationListItem[]; hasMore: boolean }> {
  const page = filters.page ?? 1
  let query = db
    .selectFrom('care_conversations as c')
    .innerJoin('users as p', 'p.id', 'c.patient_id')
    .leftJoin('users as coordinator', 'coordinator.id', 'c.coordinator_id')
    .leftJoin('care_messages as last', 'last.id', 'c.last_message_id')
    .select([
      'c.id',
      'c.patient_id',
      'p.name as patientName',
      'p.email as patientEmail',
      'p.locale as patientLocale',
      'c.coordinator_id',
      'coordinator.name as coordinatorName',
      'c.awaiting_reply_since',
      'c.last_message_id',
      'c.team_read_id',
      'last.kind as lastKind',
      'last.body as lastBody',
      'last.event as lastEvent',
      'last.author_id as lastAuthor',
      'last.created_at as lastAt',
    ])
    .where(conversationVisibleTo(caller))
  if (filters.show === 'mine') query = query.where('c.coordinator_id', '=', caller.member.id)
  if (filters.show === 'unassigned') query = query.where('c.coordinator_id', 'is', null)
  if (filters.show === 'waiting') query = query.where('c.awaiting_reply_since', 'is not', null)
  if (filters.clinic !== undefined) query = query.where(patientAtClinics('c.patient_id', [filters.clinic]))
  if (filters.language) query = query.where('p.locale', '=', filters.language)
  const rows = await query
    // Waiting first, the longest wait on top; then the most recent.
    .orderBy(sql`case when c.awaiting_reply_since is null then 1 else 0 end`)
    .orderBy('c.awaiting_reply_since', 'asc')
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CONVERSATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * CONVERSATIONS_PAGE_SIZE)
    .execute()
  const items = rows.slice(0, CONVERSATIONS_PAGE_SIZE).map((row) => ({
    id: row.id,
    patient: { id: row.patient_id, name: row.patientName, email: row.patientEmail, locale: row.patientLocale },
    coordinator: row.coordinator_id !== null && row.coordinatorName !== null ? { id: row.coordinator_id, name: row.coordinatorName } : null,
    lastMessage:
      row.lastKind && row.lastAt !== null
        ? {
            preview: row.lastBody ? shorten(row.lastBody) : '',
            kind: row.lastEvent ?? row.lastKind,
            fromPatient: row.lastAuthor === row.patient_id,
            at: toDate(row.lastAt),
          }
        : null,
    waitingSince: row.awaiting_reply_since === null ? null : toDate(row.awaiting_reply_since),
    unread: row.last_message_id !== null && row.last_message_id > row.team_read_id,
  }))
  return { items, hasMore: rows.length > CONVERSATIONS_PAGE_SIZE }
}

/** The first words of a message on one line. */
function shorten(body: string) {
  const line = body.replace(/\s+/g, ' ').trim()
  return line.length <= PREVIEW_LENGTH ? line : `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`
}
