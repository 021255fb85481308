import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { noticeOfPatientMessage } from './conversation-notices.server'
import { appendMessage, conversationOfPatient } from './conversation-store.server'
import type { MessageInput } from './message-rules'

/**
 * A patient writes to their care team ("My care team", and POST
 * /v1/me/conversation): the message joins their conversation (started now if
 * it is their first, with a coordinator assigned), waits for the team's
 * reply from now unless something already waited, and counts as read by them.
 * Their coordinator is emailed a notice without the text. What it is about must be one of their own plans or appointments; anything
 * else is refused and nothing is written.
 */
export async function sendPatientMessage(
  context: ActionContext & { session: RequestSession },
  input: MessageInput,
): Promise<Outcome<{ messageId: number }>> {
  const { db, session, now } = context
  const patientId = session.user.id
  if (input.treatmentId !== undefined) {
    const own = await db.selectFrom('treatments').select('id').where('id', '=', input.treatmentId).where('user_id', '=', patientId).executeTakeFirst()
    if (!own) return refuse('treatment_not_found', { field: 'treatmentId' })
  }
  if (input.appointmentId !== undefined) {
    const own = await db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', input.appointmentId)
      .where('user_id', '=', patientId)
      .executeTakeFirst()
    if (!own) return refuse('appointment_not_found', { field: 'appointmentId' })
  }
  const outcome = await db.transaction().execute(async (trx) => {
    const conversation = await conversationOfPatient(trx, { id: patientId, locale: session.user.locale }, now)
    const messageId = await appendMessage(
      trx,
      conversation,
      { kind: 'message', authorId: patientId, body: input.body, treatmentId: input.treatmentId, appointmentId: input.appointmentId },
      now,
    )
    await trx
      .updateTable('care_conversations')
      .set({
        patient_read_id: messageId,
        patient_seen_at: now.toISOString(),
        // A wait already running keeps its start: the list sorts by how long the patient has waited.
        awaiting_reply_since: conversation.awaiting_reply_since ?? now.toISOString(),
      })
      .where('id', '=', conversation.id)
      .execute()
    return { messageId, noticed: await noticeOfPatientMessage(trx, conversation.id, now) }
  })
  if (outcome.noticed) wakeOutbox()
  return { ok: true, messageId: outcome.messageId }
}
