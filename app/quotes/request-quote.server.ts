import { createHash, randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { POLICY_VERSIONS } from '~/consents/policies'
import { noticeOfPatientMessage } from '~/conversations/conversation-notices.server'
import { appendMessage, conversationOfPatient, patientWrote } from '~/conversations/conversation-store.server'
import { discardAttachments, type StoredAttachment } from '~/conversations/message-attachments.server'
import type { Database } from '~/db/schema'
import { limitRefusal, refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { consumeAll } from '~/security/rate-limit.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import { recordAudit } from '~/staff/audit.server'
import { checkQuoteRequest, patientToday, requestColumns } from './quote-request-checks.server'
import type { QuoteRequestInput } from './quote-request-rules'

/*
 * A patient asks for a personal quote (issue 30). Signed in, the request is
 * stored and sent at once (requestQuote). A signed-out visitor's is kept as a
 * draft under a random token in their cookie (saveVisitorRequest), health data
 * and files included, for a day, until they sign up or sign in and send it
 * (sendVisitorRequest): records are health data, and only an account can follow
 * them. Sending records the health-data consent with the request, puts the
 * request in the patient's conversation (waiting for the team) and audits it.
 *
 * The files are already in the conversations store (readMessageForm);
 * refused, or failed, their files go.
 */

type Session = RequestSession
export const QUOTE_DRAFT_HOURS = 24

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

async function limited(key: string): Promise<Refusal | null> {
  const attempt = await consumeAll([['quoteRequest', key]])
  return attempt.allowed ? null : limitRefusal(attempt.retryAfterSeconds, 'quote_rate_limited')
}

async function insertRequestAttachments(trx: Transaction<Database>, requestId: number, attachments: readonly StoredAttachment[]) {
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
async function keepingFilesIf<T extends object>(attachments: readonly StoredAttachment[], verb: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
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
async function deliverRequest(trx: Transaction<Database>, context: ActionContext, patient: Session['user'], requestId: number, message: string) {
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

/** A signed-in patient's request, sent now. */
export async function requestQuote(
  context: ActionContext & { session: Session },
  input: QuoteRequestInput,
  attachments: readonly StoredAttachment[] = [],
): Promise<Outcome<{ requestId: number }>> {
  return keepingFilesIf(attachments, async () => {
    const { db, session, now } = context
    const refused = await limited(`patient:${session.user.id}`)
    if (refused) return refused
    const today = patientToday(now, null)
    const check = await checkQuoteRequest(db, input, { locale: context.locale, today })
    if (!check.ok) return check
    const { requestId, noticed } = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('quote_requests')
        .values({
          ...requestColumns(input, check.checked, context.locale),
          patient_id: session.user.id,
          status: 'requested',
          consented_at: now.toISOString(),
          created_at: now.toISOString(),
          requested_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await insertRequestAttachments(trx, id, attachments)
      return { requestId: id, noticed: await deliverRequest(trx, context, session.user, id, input.message) }
    })
    if (noticed) wakeOutbox()
    return { ok: true, requestId }
  })
}

/** A visitor's request, kept for a day under a new token (for their cookie); the token itself is never stored. */
export async function saveVisitorRequest(
  context: ActionContext,
  input: QuoteRequestInput,
  attachments: readonly StoredAttachment[] = [],
): Promise<Outcome<{ token: string; expiresAt: Date }>> {
  return keepingFilesIf(attachments, async () => {
    const { db, now } = context
    const refused = await limited(`address:${context.ip}`)
    if (refused) return refused
    const check = await checkQuoteRequest(db, input, { locale: context.locale, today: patientToday(now, null) })
    if (!check.ok) return check
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(now.getTime() + QUOTE_DRAFT_HOURS * 3600_000)
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('quote_requests')
        .values({
          ...requestColumns(input, check.checked, context.locale),
          patient_id: null,
          draft_token_hash: hashToken(token),
          draft_expires_at: expiresAt.toISOString(),
          status: 'draft',
          consented_at: now.toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await insertRequestAttachments(trx, id, attachments)
    })
    return { ok: true, token, expiresAt }
  })
}

/** The draft a visitor's token names, while it lasts. */
export function findVisitorRequest(db: ActionContext['db'], token: string, now: Date) {
  return db
    .selectFrom('quote_requests')
    .selectAll()
    .where('draft_token_hash', '=', hashToken(token))
    .where('patient_id', 'is', null)
    .where('draft_expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/** The visitor, now signed in, sends their draft: it becomes their request (once: a second send finds it gone). */
export async function sendVisitorRequest(context: ActionContext & { session: Session }, token: string): Promise<Outcome<{ requestId: number }>> {
  const { db, session, now } = context
  const draft = await findVisitorRequest(db, token, now)
  if (!draft) return refuse('quote_draft_gone')
  const outcome = await db.transaction().execute(async (trx) => {
    // Claimed in one conditional write: two tabs sending the same draft send it once.
    const claimed = await trx
      .updateTable('quote_requests')
      .set({
        patient_id: session.user.id,
        draft_token_hash: null,
        draft_expires_at: null,
        status: 'requested',
        requested_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', draft.id)
      .where('patient_id', 'is', null)
      .where('draft_token_hash', '=', hashToken(token))
      .returning('id')
      .executeTakeFirst()
    if (!claimed) return null
    return { noticed: await deliverRequest(trx, context, session.user, draft.id, draft.message) }
  })
  if (!outcome) return refuse('quote_draft_gone')
  if (outcome.noticed) wakeOutbox()
  return { ok: true, requestId: draft.id }
}

/** Drafts past their day, with their files: a visitor who never came back leaves nothing behind. */
export async function sweepVisitorRequests(db: ActionContext['db'], now: Date): Promise<number> {
  const gone = await db
    .selectFrom('quote_requests as r')
    .leftJoin('quote_request_attachments as a', 'a.request_id', 'r.id')
    .select(['r.id', 'a.storage_key'])
    .where('r.patient_id', 'is', null)
    .where('r.draft_expires_at', '<=', now.toISOString())
    .execute()
  if (gone.length === 0) return 0
  const ids = [...new Set(gone.map((row) => row.id))]
  await db.deleteFrom('quote_requests').where('id', 'in', ids).where('patient_id', 'is', null).execute()
  const store = conversationFileStore()
  await Promise.all(gone.flatMap((row) => (row.storage_key ? [store.remove(row.storage_key)] : [])))
  return ids.length
}
