import type { ActionContext } from '~/accounts/action-context.server'
import { changeContactMessage, type ContactMessageChanged, type RecordChange } from './change-contact-message.server'
import type { SetContactMessageStatusInput } from './inbox-schemas'

/**
 * Sets a contact message's status (new, answered, closed) from the console;
 * refused when the message changed since the form was loaded.
 */
export function setContactMessageStatus(
  context: ActionContext,
  { messageId, version, status }: SetContactMessageStatusInput,
  recordChange?: RecordChange,
): Promise<ContactMessageChanged> {
  return changeContactMessage(context, { messageId, version, action: 'contact_message.set_status', recordChange }, async (_trx, message) => ({
    after: { status, assigneeId: message.assignee_id },
  }))
}
