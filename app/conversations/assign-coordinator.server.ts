import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { appendMessage } from './conversation-store.server'

/** Who may be a conversation's coordinator: an active coordinator or admin. */
export const COORDINATING_ROLES = ['coordinator', 'admin'] as const

/**
 * A coordinator gives the conversation to another coordinator (or takes it):
 * the patient sees the change as a line in the thread ("Ana Pérez is now
 * your coordinator"). Choosing the one already assigned changes nothing.
 */
export function assignCoordinator(
  context: ActionContext,
  input: { conversationId: number; coordinatorId: number },
): Promise<Outcome<{ changed: boolean }>> {
  return changeConversation<{ changed: boolean }>(context, 'conversations.assign', input.conversationId, async (trx, conversation, { member }) => {
    const coordinator = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.coordinatorId)
      .where('role', 'in', COORDINATING_ROLES)
      .where('disabled_at', 'is', null)
      .executeTakeFirst()
    if (!coordinator) return refuse('conversation_coordinator_unknown', { field: 'coordinatorId' })
    const before = { coordinatorId: conversation.coordinator_id }
    const after = { coordinatorId: coordinator.id }
    if (conversation.coordinator_id === coordinator.id) return { ok: true, changed: false, audit: null }
    await trx.updateTable('care_conversations').set({ coordinator_id: coordinator.id }).where('id', '=', conversation.id).execute()
    await appendMessage(
      trx,
      conversation,
      { kind: 'event', event: 'coordinator_assigned', eventUserId: coordinator.id, authorId: member.id },
      context.now,
    )
    return { ok: true, changed: true, audit: { action: 'conversation.assign', before, after } }
  })
}
