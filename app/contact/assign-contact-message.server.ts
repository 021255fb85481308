import { rolesWith } from '~/access/permissions'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { changeContactMessage, type ContactMessageChanged, type RecordChange } from './change-contact-message.server'
import type { AssignContactMessageInput } from './inbox-schemas'

/**
 * Gives a contact message to a team member, or to nobody (assigneeId null);
 * refused when the message changed since the form was loaded. Whether the
 * assignee is staff is the console's door to check (it knows the roles).
 */
export function assignContactMessage(
  context: ActionContext,
  { messageId, version, assigneeId }: AssignContactMessageInput,
  recordChange?: RecordChange,
): Promise<ContactMessageChanged> {
  return changeContactMessage(context, { messageId, version, action: 'contact_message.assign', recordChange }, async (trx, message) => {
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
}
