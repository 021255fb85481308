import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { recordAudit } from '~/staff/audit.server'
import { changeContactMessage, inboxAuditEntry, type ContactMessageChanged } from './change-contact-message.server'
import type { SetContactMessageStatusInput } from './inbox-schemas'

/**
 * A team member who answers the inbox sets a contact message's status (new,
 * answered, closed), audited in the same transaction; refused when the
 * message changed since the form was loaded.
 */
export async function setContactMessageStatus(
  context: ActionContext,
  { messageId, version, status }: SetContactMessageStatusInput,
): Promise<ContactMessageChanged> {
  staffCaller(context, 'inbox.answer')
  return context.db.transaction().execute(async (trx) => {
    const changed = await changeContactMessage(trx, context, { messageId, version, action: 'contact_message.set_status' }, async (message) => ({
      after: { status, assigneeId: message.assignee_id },
    }))
    if (changed.ok) await recordAudit(trx, context, inboxAuditEntry(changed.change))
    return changed
  })
}
