import type { Selectable, Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { ContactMessagesTable, Database } from '~/db/schema'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import type { AuditEntry } from '~/staff/audit.server'
import type { ContactMessageStatus } from './inbox-schemas'

/*
 * What the inbox's verbs (reply, set status, assign) share, no verb of its
 * own: inside the verb's transaction, the message is locked, a form loaded
 * before someone else's change is refused (its version no longer matches),
 * and the change is described before → after; the verb records that
 * description in the audit trail in the same transaction (inboxAuditEntry).
 */

export interface InboxState {
  status: ContactMessageStatus
  assigneeId: number | null
}

export interface ContactMessageChange {
  action: 'contact_message.reply' | 'contact_message.set_status' | 'contact_message.assign'
  messageId: number
  before: InboxState
  after: InboxState
  /** The reply sent, for a reply. */
  replyId?: number
}

/** The message as the change sees it, locked until the transaction ends. */
export type LockedMessage = Selectable<ContactMessagesTable>

export type ContactMessageChanged = Outcome<{ change: ContactMessageChange; version: number }>

interface ChangeRequest {
  messageId: number
  action: ContactMessageChange['action']
  /** The version the form was loaded with; a reply leaves it out (two replies at once are both sent). */
  version?: number
}

/** Runs `change` on the message, locked in `trx`, and stores its new state; a refusal from `change` must come before it writes anything. */
export async function changeContactMessage(
  trx: Transaction<Database>,
  { now }: Pick<ActionContext, 'now'>,
  { messageId, action, version }: ChangeRequest,
  change: (message: LockedMessage) => Promise<Refusal | { after: InboxState; replyId?: number }>,
): Promise<ContactMessageChanged> {
  await lockRowForUpdate(trx, 'contact_messages', messageId)
  const message = await trx.selectFrom('contact_messages').selectAll().where('id', '=', messageId).executeTakeFirst()
  if (!message) return refuse('contact_message_not_found')
  if (version !== undefined && message.version !== version) return refuse('contact_message_changed')
  const result = await change(message)
  if ('ok' in result) return result
  const nextVersion = message.version + 1
  await trx
    .updateTable('contact_messages')
    .set({ status: result.after.status, assignee_id: result.after.assigneeId, version: nextVersion, updated_at: now.toISOString() })
    .where('id', '=', messageId)
    .execute()
  const before = { status: message.status, assigneeId: message.assignee_id }
  const recorded: ContactMessageChange = { action, messageId, before, after: result.after, ...(result.replyId ? { replyId: result.replyId } : {}) }
  return { ok: true as const, change: recorded, version: nextVersion }
}

/** A change to a contact message as the audit trail keeps it (a reply's id with the state after it). */
export function inboxAuditEntry(change: ContactMessageChange): AuditEntry {
  return {
    action: change.action,
    entityType: 'contact_message',
    entityId: change.messageId,
    before: change.before,
    after: change.replyId === undefined ? change.after : { ...change.after, replyId: change.replyId },
  }
}
