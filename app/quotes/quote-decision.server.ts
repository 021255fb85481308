import type { Transaction } from 'kysely'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { noticeOfPatientMessage } from '~/conversations/conversation-notices.server'
import { appendMessage, conversationOfPatient, patientWrote } from '~/conversations/conversation-store.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { patientToday } from './quote-request-checks.server'
import type { QuoteRow } from './quote-store.server'

/*
 * What the patient's decisions on a quote share (accept-quote.server.ts,
 * decline-quote.server.ts; their quote's page, POST /v1/me/quotes/{id}/accept
 * and …/decline). Only their own quote, only while
 * it is open (sent, and not past its last day), only as they saw it (the
 * version drawn). Accepting one option, under the quote terms whose version
 * is recorded with the time, makes it a planned treatment plan for that clinic
 * and specialist with the steps the option implies (assessment, treatment,
 * the follow-ups it includes); the assessment's booking then opens for that
 * clinic. Declining may say why. Either way the care team sees it in the
 * conversation (it waits for them), the coordinator is told by email without
 * it, and the audit trail has it.
 */

type Session = RequestSession
type Trx = Transaction<Database>

export async function openQuote(trx: Trx, session: Session, quoteId: number, version: number, now: Date): Promise<Outcome<{ quote: QuoteRow }>> {
  await lockRowForUpdate(trx, 'quotes', quoteId)
  const quote = await trx.selectFrom('quotes').selectAll().where('id', '=', quoteId).where('patient_id', '=', session.user.id).executeTakeFirst()
  if (!quote || quote.status === 'draft') return refuse('quote_not_found')
  if (quote.status !== 'sent') return refuse('quote_not_open')
  if (quote.valid_until !== null && quote.valid_until < patientToday(now, null)) return refuse('quote_expired')
  if (quote.version !== version) return refuse('quote_changed')
  return { ok: true, quote }
}

/** The decision reaches the team: an event in the conversation that waits for them, a notice to the coordinator. */
export async function tellTheTeam(trx: Trx, session: Session, quote: QuoteRow, event: 'quote_accepted' | 'quote_declined', body: string, now: Date) {
  const conversation = await conversationOfPatient(trx, { id: session.user.id, locale: session.user.locale }, now)
  const messageId = await appendMessage(
    trx,
    conversation,
    { kind: 'event', event, authorId: session.user.id, eventUserId: session.user.id, quoteRequestId: quote.request_id, body },
    now,
  )
  await patientWrote(trx, conversation, messageId, now)
  return noticeOfPatientMessage(trx, conversation.id, now)
}
