import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { changeConversation } from './change-conversation.server'
import { patientAtClinics } from './conversation-access.server'
import { appendMessage } from './conversation-store.server'

/**
 * A coordinator brings a clinic's staff member into the conversation: from
 * then they may read and answer it, as long as the patient has an
 * appointment or plan at one of their clinics (nobody else of clinic staff
 * ever sees it). The patient sees "Dr. … joined the conversation".
 */
export function bringInColleague(context: ActionContext, input: { conversationId: number; userId: number }): Promise<Outcome<object>> {
  return changeConversation(context, 'conversations.assign', input.conversationId, async (trx, conversation, { member }) => {
    const colleague = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .where('role', '=', 'clinic_staff')
      .where('disabled_at', 'is', null)
      .executeTakeFirst()
    const clinicIds = colleague
      ? (await trx.selectFrom('staff_clinics').select('clinic_id').where('user_id', '=', colleague.id).execute()).map((row) => row.clinic_id)
      : []
    const treatedThere =
      clinicIds.length > 0 &&
      (await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', conversation.patient_id)
        .where(patientAtClinics('users.id', clinicIds))
        .executeTakeFirst())
    if (!colleague || !treatedThere) return refuse('conversation_colleague_not_allowed', { field: 'userId' })
    const added = await trx
      .insertInto('care_conversation_members')
      .values({ conversation_id: conversation.id, user_id: colleague.id, added_by: member.id, added_at: context.now.toISOString() })
      .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
      .executeTakeFirst()
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return refuse('conversation_colleague_already_in', { field: 'userId' })
    await appendMessage(trx, conversation, { kind: 'event', event: 'colleague_joined', eventUserId: colleague.id, authorId: member.id }, context.now)
    return { ok: true, audit: { action: 'conversation.add_member', after: { userId: colleague.id } } }
  })
}
