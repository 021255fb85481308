import type { Transaction } from 'kysely'
import type { StaffMember } from '~/access/staff-member.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import type { Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { noticeOfTeamMessage } from './conversation-notices.server'
import { COORDINATING_ROLES } from './assign-coordinator.server'
import { appendMessage, endPatientWait, type ConversationRow } from './conversation-store.server'
import { markReadByTeam } from './read-state.server'
import { insertAttachments, withAttachments, type StoredAttachment } from './message-attachments.server'
import type { StaffMessageInput } from './message-rules'

/**
 * Someone of the care team writes to the patient (the conversation page,
 * POST /v1/admin/conversations/{id}/messages). The reply ends the patient's
 * wait, if one was running, and keeps how long it was on the reply (the
 * first-reply time): of two replies at once only one ends it. A coordinator
 * answering a conversation nobody coordinates becomes its coordinator. Writing
 * counts as having read everything before. The patient is emailed a notice
 * without the text (conversation-notices.server.ts).
 */
export async function replyToPatient(
  context: ActionContext,
  input: StaffMessageInput & { conversationId: number; attachments?: readonly StoredAttachment[] },
): Promise<Outcome<{ messageId: number }>> {
  const { now } = context
  const attachments = input.attachments ?? []
  const outcome = await withAttachments(attachments, () =>
    changeConversation(context, 'conversations.reply', input.conversationId, async (trx, conversation, { member }) => {
      const took = await takeIfUnassigned(trx, conversation, member, now)
      const endedWaitSeconds = await endPatientWait(trx, conversation, now)
      const messageId = await appendMessage(trx, conversation, { kind: 'message', authorId: member.id, body: input.body, endedWaitSeconds }, now)
      await insertAttachments(trx, messageId, attachments)
      await markReadByTeam(trx, conversation.id, messageId)
      const noticed = await noticeOfTeamMessage(trx, conversation.id, now)
      const reply = { action: 'conversation.reply' as const, after: { messageId, attachments: attachments.length } }
      const assigned = { action: 'conversation.assign' as const, before: { coordinatorId: null }, after: { coordinatorId: member.id } }
      return { ok: true, messageId, noticed, audit: took ? [assigned, reply] : reply }
    }),
  )
  if (!outcome.ok) return outcome
  if (outcome.noticed) wakeOutbox()
  return { ok: true, messageId: outcome.messageId }
}

/**
 * Nobody coordinates the patient yet (no coordinator spoke their language
 * when they first wrote, or none existed): the coordinator or admin who
 * answers first becomes theirs, as the patient's page promises, shown to the
 * patient as a line before the answer. Clinic staff answering never do.
 */
async function takeIfUnassigned(trx: Transaction<Database>, conversation: ConversationRow, member: StaffMember, now: Date) {
  if (conversation.coordinator_id !== null || !(COORDINATING_ROLES as readonly string[]).includes(member.role)) return false
  const taken = await trx
    .updateTable('care_conversations')
    .set({ coordinator_id: member.id })
    .where('id', '=', conversation.id)
    .where('coordinator_id', 'is', null)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1) return false
  await appendMessage(trx, conversation, { kind: 'event', event: 'coordinator_assigned', eventUserId: member.id, authorId: member.id }, now)
  return true
}
