import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { POLICY_VERSIONS } from '~/consents/policies'
import { noticeOfPatientMessage } from '~/conversations/conversation-notices.server'
import { appendMessage, conversationOfPatient, patientWrote } from '~/conversations/conversation-store.server'
import { discardAttachments, type StoredAttachment } from '~/conversations/message-attachments.server'
import type { Database } from '~/db/schema'
import { limitRefusal, type Outcome, type Refusal } from '~/errors/outcomes'
import { consumeAll } from '~/security/rate-limit.server'
import { recordAudit } from '~/staff/audit.server'

/*
 * What the ways of asking for a quote share (issue 30, decision 040): a
 * patient asks with their account (request-quote.server.ts); a signed-out
 * visitor's request is kept as a draft under a random token in their cookie
 * (save-visitor-request.server.ts), health data and files included, for a day,
 * until they sign up or sign in and send it (send-visitor-request.server.ts):
 * records are health data, and only an account can follow them. Sending
 * records the health-data consent with the request, puts the request in the
 * patient's conversation (waiting for the team) and audits it. The files are
 * already in the conversations store (readMessageForm); refused, or failed,
 * they go.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function limited(key: string): Promise<Refusal | null> {
  const attempt = await consumeAll([['quoteRequest', key]])
  return attempt.allowed ? null : limitRefusal(attempt.retryAfterSeconds, 'quote_rate_limited')
}

export async function insertRequestAttachments(trx: Transaction<Database>, requestId: number, attachments: readonly StoredAttachment[]) {
  if (attachments.length === 0) return
  await trx
    .insertInto('quote_request_attachments')
    .values(
      attachments.map((file) => ({
        request_id: requestId,
        storage_key: file.storageKey,
        file_name: file.fileName,
        content_type: file.contentType,
        byte_size: file.byteSize,
      })),
    )
    .execute()
}

/** Keeps `attachments` only if `verb` succeeds. */
export async function keepingFilesIf<T extends object>(
  attachments: readonly StoredAttachment[],
  verb: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  let outcome: Outcome<T>
  try {
    outcome = await verb()
  } catch (error) {
    await discardAttachments(attachments).catch(() => undefined)
    throw error
  }
  if (!outcome.ok) await discardAttachments(attachments)
  return outcome
}

/**
 * The moment a request becomes the patient's and reaches the team: its consent, its message in the
 * conversation (waiting for a reply; the coordinator noticed without its text), its audit entry.
 */
export async function deliverRequest(
  trx: Transaction<Database>,
  context: ActionContext,
  patient: RequestSession['user'],
  requestId: number,
  message: string,
) {
  const { now } = context
  await trx
    .insertInto('consents')
    .values({
      user_id: patient.id,
      kind: 'health_data',
      policy_version: POLICY_VERSIONS.health_data,
      appointment_id: null,
      quote_request_id: requestId,
      accepted_at: now.toISOString(),
    })
    .execute()
  const conversation = await conversationOfPatient(trx, { id: patient.id, locale: patient.locale }, now)
  const messageId = await appendMessage(trx, conversation, { kind: 'message', authorId: patient.id, body: message, quoteRequestId: requestId }, now)
  await patientWrote(trx, conversation, messageId, now)
  await recordAudit(trx, context, { action: 'quote_request.send', entityType: 'quote_request', entityId: requestId, after: { status: 'requested' } })
  return noticeOfPatientMessage(trx, conversation.id, now)
}
