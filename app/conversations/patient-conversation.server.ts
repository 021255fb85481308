import type { Kysely } from 'kysely'
import type { Database, UserRole } from '~/db/schema'
import { toDate } from '~/db/dialect.server'
import { findConversation } from './conversation-store.server'

/*
 * The patient's side of their conversation (issue 29): the messages and the
 * events both sides see, never the team's internal notes; who wrote each and
 * in what role; whether the team has read the patient's own; and their
 * coordinator.
 */

export interface ConversationAuthor {
  id: number
  name: string
  role: UserRole
}

export interface PatientConversationMessage {
  id: number
  kind: 'message' | 'event'
  body: string
  /** For an event: what happened (coordinator_assigned…) and to whom. */
  event: string | null
  eventUser: ConversationAuthor | null
  /** Null for the system. */
  author: ConversationAuthor | null
  createdAt: Date
  /** The patient's own message, once someone of the team has read it. */
  readByTeam: boolean
  treatmentId: number | null
  appointmentId: number | null
}

export interface PatientConversation {
  id: number | null
  coordinator: ConversationAuthor | null
  /** The team's messages and events the patient has not read yet. */
  unread: number
  messages: PatientConversationMessage[]
}

const VISIBLE = ['message', 'event'] as const

/** The newest `limit` messages (oldest first, as the conversation reads), or none before the first message. */
export async function patientConversation(db: Kysely<Database>, patientId: number, { limit = 100 } = {}): Promise<PatientConversation> {
  const conversation = await findConversation(db, patientId)
  if (!conversation) return { id: null, coordinator: null, unread: 0, messages: [] }
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
      'm.author_id',
      'author.name as authorName',
      'author.role as authorRole',
      'm.event_user_id',
      'subject.name as subjectName',
      'subject.role as subjectRole',
    ])
    .where('m.conversation_id', '=', conversation.id)
    .where('m.kind', 'in', VISIBLE)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()
  const person = (id: number | null, name: string | null, role: UserRole | null) =>
    id !== null && name !== null && role !== null ? { id, name, role } : null
  const messages = rows.reverse().map((row) => ({
    id: row.id,
    kind: row.kind as PatientConversationMessage['kind'],
    body: row.body,
    event: row.event,
    eventUser: person(row.event_user_id, row.subjectName, row.subjectRole),
    author: person(row.author_id, row.authorName, row.authorRole),
    createdAt: toDate(row.created_at),
    readByTeam: row.author_id === patientId && row.id <= conversation.team_read_id,
    treatmentId: row.treatment_id,
    appointmentId: row.appointment_id,
  }))
  const [coordinator, unread] = await Promise.all([
    conversation.coordinator_id === null
      ? undefined
      : db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', conversation.coordinator_id).executeTakeFirst(),
    db
      .selectFrom('care_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', conversation.id)
      .where('kind', 'in', VISIBLE)
      .where('id', '>', conversation.patient_read_id)
      .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '!=', patientId)]))
      .executeTakeFirstOrThrow(),
  ])
  return { id: conversation.id, coordinator: coordinator ?? null, unread: Number(unread.n), messages }
}
