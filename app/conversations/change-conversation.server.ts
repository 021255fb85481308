import type { Transaction } from 'kysely'
import { staffCaller, type StaffCaller } from '~/access/caller.server'
import type { Permission } from '~/access/permissions'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { conversationForStaff } from './conversation-access.server'
import type { ConversationRow } from './conversation-store.server'

/*
 * What every staff verb on a conversation shares: the caller's permission
 * (the same row as the route's door), the conversation as the caller may
 * see it (else 404, nothing written), one transaction, and its audit entry
 * written in it: a message, a note, an assignment and a colleague brought in
 * are in the trail, never what a message says (it stays in the thread).
 */

export interface ConversationChange {
  action: `conversation.${string}`
  before?: object
  after?: object
}

/** A verb's result and what to audit (null: nothing changed, nothing to record; several: each its own entry). */
export type ChangeResult<T extends object> = Outcome<T & { audit: ConversationChange | ConversationChange[] | null }>

export async function changeConversation<T extends object>(
  context: ActionContext,
  permission: Permission,
  conversationId: number,
  change: (trx: Transaction<Database>, conversation: ConversationRow, caller: StaffCaller) => Promise<ChangeResult<T>>,
): Promise<Outcome<T>> {
  const caller = staffCaller(context, permission)
  return context.db.transaction().execute(async (trx) => {
    const conversation = await conversationForStaff(trx, caller, conversationId)
    if (!conversation) return refuse('conversation_not_found')
    const outcome = await change(trx, conversation, caller)
    if (!outcome.ok) return outcome
    const { audit, ...result } = outcome
    for (const entry of [audit ?? []].flat())
      await recordAudit(trx, context, { entityType: 'care_conversation', entityId: conversation.id, ...entry })
    return result as Outcome<T>
  })
}
