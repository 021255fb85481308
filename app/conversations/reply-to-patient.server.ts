import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import type { Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { wakeOutbox } from '~/messaging/outbox.server'
import { noticeOfTeamMessage } from './conversation-notices.server'
import { appendMessage } from './conversation-store.server'
import { insertAttachments, withAttachments, type StoredAttachment } from './message-attachments.server'
import type { StaffMessageInput } from './message-rules'

/**
 * Someone of the care team writes to the patient (the conversation page,
 * POST /v1/admin/conversations/{id}/messages). The reply ends the patient's
 * wait, if one was running, and keeps how long it was on the reply (the
 * first-reply time): of two replies at once only one ends it. Writing
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
      const waitingSince = conversation.awaiting_reply_since === null ? null : toDate(conversation.awaiting_reply_since)
      let endedWaitSeconds: number | undefined
      if (waitingSince) {
        const ended = await trx
          .updateTable('care_conversations')
          .set({ awaiting_reply_since: null })
          .where('id', '=', conversation.id)
          .where('awaiting_reply_since', '=', conversation.awaiting_reply_since)
          .executeTakeFirst()
        if (Number(ended.numUpdatedRows) === 1) endedWaitSeconds = Math.max(0, Math.round((now.getTime() - waitingSince.getTime()) / 1000))
      }
      const messageId = await appendMessage(trx, conversation, { kind: 'message', authorId: member.id, body: input.body, endedWaitSeconds }, now)
      await insertAttachments(trx, messageId, attachments)
      await trx
        .updateTable('care_conversations')
        .set({ team_read_id: messageId })
        .where('id', '=', conversation.id)
        .where('team_read_id', '<', messageId)
        .execute()
      const noticed = await noticeOfTeamMessage(trx, conversation.id, now)
      return { ok: true, messageId, noticed, audit: { action: 'conversation.reply', after: { messageId, attachments: attachments.length } } }
    }),
  )
  if (!outcome.ok) return outcome
  if (outcome.noticed) wakeOutbox()
  return { ok: true, messageId: outcome.messageId }
}
