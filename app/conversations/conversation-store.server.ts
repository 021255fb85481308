import type { Kysely, Selectable } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { CareConversationsTable, CareMessageKind, Database } from '~/db/schema'
import { chooseCoordinator } from './coordinator-assignment.server'

/*
 * The rows behind a care conversation (issue 29), shared by the verbs that
 * write to it: a patient's conversation found or started (with a coordinator
 * assigned), and a message appended with what the console's list reads kept
 * on the conversation (docs/decisions/037).
 */

type Db = Kysely<Database>
export type ConversationRow = Selectable<CareConversationsTable>

/** The patient's conversation; started on first need, its coordinator chosen then (an event both sides see). */
export async function conversationOfPatient(db: Db, patient: { id: number; locale: string }, now: Date): Promise<ConversationRow> {
  const existing = await findConversation(db, patient.id)
  if (existing) return existing
  const coordinatorId = (await chooseCoordinator(db, patient.locale)) ?? null
  // Two first messages at once: one insert wins, the other finds its row.
  const created = await db
    .insertInto('care_conversations')
    .values({ patient_id: patient.id, coordinator_id: coordinatorId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('patient_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  const conversation = (await findConversation(db, patient.id))!
  if (created && coordinatorId !== null) {
    await appendMessage(db, conversation, { kind: 'event', event: 'coordinator_assigned', eventUserId: coordinatorId, authorId: null }, now)
    return (await findConversation(db, patient.id))!
  }
  return conversation
}

export function findConversation(db: Db, patientId: number) {
  return db.selectFrom('care_conversations').selectAll().where('patient_id', '=', patientId).executeTakeFirst()
}

export interface NewMessage {
  kind: CareMessageKind
  authorId: number | null
  body?: string
  event?: string
  eventUserId?: number
  treatmentId?: number
  appointmentId?: number
  /** A quote request the message is about (its request, a quote sent, accepted or declined: issue 30). */
  quoteRequestId?: number
  endedWaitSeconds?: number
}

/** Appends a message; what both sides see (not a staff note) becomes the conversation's last message. */
export async function appendMessage(db: Db, conversation: Pick<ConversationRow, 'id'>, message: NewMessage, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('care_messages')
    .values({
      conversation_id: conversation.id,
      author_id: message.authorId,
      kind: message.kind,
      body: message.body ?? '',
      event: message.event ?? null,
      event_user_id: message.eventUserId ?? null,
      treatment_id: message.treatmentId ?? null,
      appointment_id: message.appointmentId ?? null,
      quote_request_id: message.quoteRequestId ?? null,
      ended_wait_seconds: message.endedWaitSeconds ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (message.kind !== 'note') {
    await db
      .updateTable('care_conversations')
      .set({ last_message_id: id, last_message_at: now.toISOString() })
      .where('id', '=', conversation.id)
      .execute()
  }
  return id
}

/**
 * The patient's message `messageId` is in: they have read everything up to it,
 * and it waits for the team's reply from now unless something already waited
 * (the list sorts by how long the patient has waited).
 */
export async function patientWrote(db: Db, conversation: ConversationRow, messageId: number, now: Date) {
  await db
    .updateTable('care_conversations')
    .set({
      patient_read_id: messageId,
      patient_seen_at: now.toISOString(),
      awaiting_reply_since: conversation.awaiting_reply_since ?? now.toISOString(),
    })
    .where('id', '=', conversation.id)
    .execute()
}

/** Ends the patient's wait, if one runs and no other reply ended it first: how long it was, in seconds. */
export async function endPatientWait(trx: Db, conversation: ConversationRow, now: Date) {
  if (conversation.awaiting_reply_since === null) return undefined
  const ended = await trx
    .updateTable('care_conversations')
    .set({ awaiting_reply_since: null })
    .where('id', '=', conversation.id)
    .where('awaiting_reply_since', '=', conversation.awaiting_reply_since)
    .executeTakeFirst()
  if (Number(ended.numUpdatedRows) !== 1) return undefined
  return Math.max(0, Math.round((now.getTime() - toDate(conversation.awaiting_reply_since).getTime()) / 1000))
}
