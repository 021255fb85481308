import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { limitRefusal, refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { consumeAll } from '~/security/rate-limit.server'
import type { FileStore } from '~/storage/file-store.server'
import { noticeOfPatientMessage } from './conversation-notices.server'
import { appendMessage, conversationOfPatient, patientWrote } from './conversation-store.server'
import { discardAttachments, insertAttachments, type StoredAttachment } from './message-attachments.server'
import type { MessageInput } from './message-rules'

/**
 * A patient writes to their care team ("My care team", and POST
 * /v1/me/conversation): the message joins their conversation (started now if
 * it is their first, with a coordinator assigned), waits for the team's
 * reply from now unless something already waited, and counts as read by them.
 * Their coordinator is emailed a notice without the text. What it is about must be one of their own plans, appointments or quote requests; anything
 * else is refused and nothing is written.
 *
 * Its files (`attachments`, already in the conversations store: message-attachments.server.ts) get
 * their rows in the message's transaction; refused, or failed, the message lets them go. A patient
 * may send 30 messages in 10 minutes (careMessageAccount): more is a flood, not a conversation.
 */
export async function sendPatientMessage(
  context: ActionContext & { session: RequestSession },
  input: MessageInput & { attachments?: readonly StoredAttachment[] },
  store?: FileStore,
): Promise<Outcome<{ messageId: number }>> {
  const { db, session, now } = context
  const patientId = session.user.id
  const attachments = input.attachments ?? []
  const refused = async (refusal: Refusal) => {
    await discardAttachments(attachments, store)
    return refusal
  }
  const attempt = await consumeAll([['careMessageAccount', String(patientId)]])
  if (!attempt.allowed) return refused(limitRefusal(attempt.retryAfterSeconds, 'conversation_rate_limited'))
  if (input.treatmentId !== undefined) {
    const own = await db.selectFrom('treatments').select('id').where('id', '=', input.treatmentId).where('user_id', '=', patientId).executeTakeFirst()
    if (!own) return refused(refuse('treatment_not_found', { field: 'treatmentId' }))
  }
  if (input.quoteRequestId !== undefined) {
    const own = await db
      .selectFrom('quote_requests')
      .select('id')
      .where('id', '=', input.quoteRequestId)
      .where('patient_id', '=', patientId)
      .executeTakeFirst()
    if (!own) return refused(refuse('quote_request_not_found', { field: 'quoteRequestId' }))
  }
  if (input.appointmentId !== undefined) {
    const own = await db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', input.appointmentId)
      .where('user_id', '=', patientId)
      .executeTakeFirst()
    if (!own) return refused(refuse('appointment_not_found', { field: 'appointmentId' }))
  }
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const conversation = await conversationOfPatient(trx, { id: patientId, locale: session.user.locale }, now)
      const messageId = await appendMessage(
        trx,
        conversation,
        {
          kind: 'message',
          authorId: patientId,
          body: input.body,
          treatmentId: input.treatmentId,
          appointmentId: input.appointmentId,
          quoteRequestId: input.quoteRequestId,
        },
        now,
      )
      await insertAttachments(trx, messageId, attachments)
      await patientWrote(trx, conversation, messageId, now)
      return { messageId, noticed: await noticeOfPatientMessage(trx, conversation.id, now) }
    })
    .catch(async (error: unknown) => {
      // Not stored after all: neither are its files (the orphan sweep would remove them a day later).
      await discardAttachments(attachments, store).catch(() => undefined)
      throw error
    })
  if (outcome.noticed) wakeOutbox()
  return { ok: true, messageId: outcome.messageId }
}
