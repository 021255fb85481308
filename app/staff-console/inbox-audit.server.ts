import type { ActionContext } from '~/accounts/action-context.server'
import type { RecordChange } from '~/contact/change-contact-message.server'
import { recordAudit } from '~/staff/audit.server'

/** The inbox's audit hook: each change to a contact message is traced in its own transaction. */
export function auditInboxChange(context: ActionContext): RecordChange {
  return (trx, change) =>
    recordAudit(trx, context, {
      action: change.action,
      entityType: 'contact_message',
      entityId: change.messageId,
      before: change.before,
      after: change.replyId === undefined ? change.after : { ...change.after, replyId: change.replyId },
    })
}
