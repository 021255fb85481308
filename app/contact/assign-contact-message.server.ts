import { staffCaller } from '~/access/caller.server'
import { rolesWith } from '~/access/permissions'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { changeContactMessage, inboxAuditEntry, type ContactMessageChanged } from './change-contact-message.server'
import type { AssignContactMessageInput } from './inbox-schemas'

/**
 * A team member who answers the inbox gives a contact message to a colleague
 * who may answer it too, or to nobody (assigneeId null), audited in the same
 * transaction; refused when the message changed since the form was loaded.
 */
export async function assignContactMessage(
  context: ActionContext,
  { messageId, version, assigneeId }: AssignContactMessageInput,
): Promise<ContactMessageChanged> {
  staffCaller(context, 'inbox.answer')
  return context.db.transaction().execute(async (trx) => {
    const changed = await changeContactMessage(trx, context, { messageId, version, action: 'contact_message.assign' }, async (message) => {
      // Only someone who may answer the inbox (active, with its permission) can be given a message.
      const assignee =
        assigneeId === null
          ? undefined
          : await trx
              .selectFrom('users')
              .select('id')
              .where('id', '=', assigneeId)
              .where('role', 'in', rolesWith('inbox.answer'))
              .where('disabled_at', 'is', null)
              .executeTakeFirst()
      if (assigneeId !== null && !assignee) {
        return refuse('assignee_not_found', { field: 'assigneeId' })
      }
      return { after: { status: message.status, assigneeId } }
    })
    if (changed.ok) await recordAudit(trx, context, inboxAuditEntry(changed.change))
    return changed
  })
}
