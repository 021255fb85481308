import type { ActionContext } from '~/accounts/action-context.server'
import type { Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { appendMessage } from './conversation-store.server'
import { insertAttachments, withAttachments, type StoredAttachment } from './message-attachments.server'
import type { StaffMessageInput } from './message-rules'

/**
 * An internal note inside the thread: only staff see it (every read for the
 * patient filters on kind), it neither answers the patient nor ends their
 * wait, and nobody is emailed.
 */
export function addConversationNote(
  context: ActionContext,
  input: StaffMessageInput & { conversationId: number; attachments?: readonly StoredAttachment[] },
): Promise<Outcome<{ messageId: number }>> {
  const attachments = input.attachments ?? []
  return withAttachments(attachments, () =>
    changeConversation(context, 'conversations.note', input.conversationId, async (trx, conversation, { member }) => {
      const messageId = await appendMessage(trx, conversation, { kind: 'note', authorId: member.id, body: input.body }, context.now)
      await insertAttachments(trx, messageId, attachments)
      return { ok: true, messageId, audit: { action: 'conversation.note', after: { messageId, attachments: attachments.length } } }
    }),
  )
}
