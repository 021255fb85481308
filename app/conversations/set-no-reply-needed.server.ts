import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import type { Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { appendMessage } from './conversation-store.server'

/**
 * "No reply needed": the patient's last message ("thank you!") stops
 * waiting without an answer, so the conversation leaves "waiting for our
 * reply" and Today. The team sees who decided it, as a line in the thread;
 * the patient sees nothing. Nothing waiting: nothing changes.
 */
export function setNoReplyNeeded(context: ActionContext, input: { conversationId: number }): Promise<Outcome<{ changed: boolean }>> {
  return changeConversation<{ changed: boolean }>(context, 'conversations.reply', input.conversationId, async (trx, conversation, { member }) => {
    if (conversation.awaiting_reply_since === null) return { ok: true, changed: false, audit: null }
    const stopped = await trx
      .updateTable('care_conversations')
      .set({ awaiting_reply_since: null })
      .where('id', '=', conversation.id)
      .where('awaiting_reply_since', '=', conversation.awaiting_reply_since)
      .executeTakeFirst()
    if (Number(stopped.numUpdatedRows) === 0) return { ok: true, changed: false, audit: null }
    await appendMessage(trx, conversation, { kind: 'note', event: 'no_reply_needed', authorId: member.id }, context.now)
    const before = { awaitingReplySince: toDate(conversation.awaiting_reply_since).toISOString() }
    return { ok: true, changed: true, audit: { action: 'conversation.no_reply_needed', before, after: { awaitingReplySince: null } } }
  })
}
