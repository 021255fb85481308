import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { findConversation } from './conversation-store.server'
import { coordinatorProfile, type CoordinatorProfile } from './coordinator-profile.server'
import { threadMessages, type ThreadMessage } from './thread.server'

/*
 * The patient's side of their conversation (issue 29): the messages and the
 * events both sides see, never the team's internal notes; who wrote each and
 * in what role; whether the team has read the patient's own; and their
 * coordinator.
 */

export type PatientConversationMessage = ThreadMessage & {
  kind: 'message' | 'event'
  /** The patient's own message, once someone of the team has read it. */
  readByTeam: boolean
}

export interface PatientConversation {
  id: number | null
  coordinator: CoordinatorProfile | null
  /** The team's messages and events the patient has not read yet. */
  unread: number
  messages: PatientConversationMessage[]
}

/** What the patient sees: messages and events, never notes. */
export const PATIENT_VISIBLE = ['message', 'event'] as const

/** The newest `limit` messages (oldest first, as the conversation reads), or none before the first message. */
export async function patientConversation(
  db: Kysely<Database>,
  patientId: number,
  { limit = 200, locale = 'en', now = new Date() }: { limit?: number; locale?: Locale; now?: Date } = {},
): Promise<PatientConversation> {
  const conversation = await findConversation(db, patientId)
  if (!conversation) return { id: null, coordinator: null, unread: 0, messages: [] }
  const [thread, coordinator, unread] = await Promise.all([
    threadMessages(db, conversation.id, { kinds: PATIENT_VISIBLE, limit }),
    conversation.coordinator_id === null ? null : coordinatorProfile(db, conversation.coordinator_id, locale, now),
    unreadByPatient(db, conversation, patientId),
  ])
  const messages = thread.map((message) => ({
    ...message,
    kind: message.kind as PatientConversationMessage['kind'],
    readByTeam: message.author?.id === patientId && message.id <= conversation.team_read_id,
  }))
  return { id: conversation.id, coordinator, unread, messages }
}

/** The team's messages and events above the patient's read mark (the account tab's badge). */
export async function unreadByPatient(db: Kysely<Database>, conversation: { id: number; patient_read_id: number }, patientId: number) {
  const { n } = await db
    .selectFrom('care_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversation.id)
    .where('kind', 'in', PATIENT_VISIBLE)
    .where('id', '>', conversation.patient_read_id)
    .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '!=', patientId)]))
    .executeTakeFirstOrThrow()
  return Number(n)
}
