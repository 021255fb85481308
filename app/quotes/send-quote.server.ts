import type { ActionContext } from '~/accounts/action-context.server'
import { appendMessage, conversationOfPatient, endPatientWait } from '~/conversations/conversation-store.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { changeQuoteRequest } from './change-quote.server'
import { latestRate, type FoundRate } from './exchange-rates.server'
import { isCurrencyCode } from './money'
import { queueQuoteReady } from './quote-emails.server'
import { quoteRequestOf } from './save-quote.server'
import { quoteOptions } from './quote-store.server'

/*
 * A coordinator sends a draft quote to the patient (the builder's "Send",
 * POST /v1/admin/quotes/{id}/send). What the patient will rely on is fixed
 * here, for good: each option's rate into the patient's currency (the newest
 * reference rate on or before today, its date and source copied onto the
 * option), and the quote's rows never change again. A quote it reissues is
 * replaced. The request's message in the conversation is answered (the wait
 * ends), the patient sees "Your quote is ready" in the thread and by email
 * (without amounts), and it is all audited.
 *
 * Sendable: from the version drawn, one to three options, each with at least
 * one line in its total, a validity from today to 180 days ahead, and a rate
 * for every clinic currency that is not the patient's.
 */

export const LONGEST_VALIDITY_DAYS = 180

export async function sendQuote(context: ActionContext, quoteId: number, version: number): Promise<Outcome<{ sentAt: string }>> {
  const { now } = context
  const requestId = await quoteRequestOf(context.db, quoteId)
  if (requestId === undefined) return refuse('quote_not_found')
  const outcome = await changeQuoteRequest(context, requestId, async (trx, request, { member }) => {
    const quote = await trx.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirstOrThrow()
    if (quote.status !== 'draft') return refuse('quote_not_draft')
    if (quote.version !== version) return refuse('quote_changed')
    const options = (await quoteOptions(trx, [quote.id])).get(quote.id)!
    const empty = options.findIndex((option) => !option.lines.some((line) => line.included === 1))
    if (options.length === 0 || empty >= 0)
      return refuse('quote_incomplete', { field: options.length ? `options.${empty}` : 'options', detail: 'lines' })
    const today = now.toISOString().slice(0, 10)
    const latest = new Date(now.getTime() + LONGEST_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10)
    if (!quote.valid_until || quote.valid_until < today || quote.valid_until > latest)
      return refuse('quote_valid_until', { field: 'validUntil', values: { days: LONGEST_VALIDITY_DAYS } })

    const patientCurrency = quote.patient_currency
    if (!isCurrencyCode(patientCurrency)) throw new Error(`Quote ${quote.id}: unknown currency ${patientCurrency}`)
    const rates: (FoundRate | null)[] = []
    for (const option of options) {
      if (!isCurrencyCode(option.currency)) throw new Error(`Option ${option.id}: unknown currency ${option.currency}`)
      if (option.currency === patientCurrency) {
        rates.push(null)
        continue
      }
      const found = await latestRate(trx, option.currency, patientCurrency, today)
      if (!found)
        return refuse('quote_rate_missing', { field: `options.${option.position - 1}`, values: { from: option.currency, to: patientCurrency } })
      rates.push(found)
    }
    for (const [index, option] of options.entries()) {
      const rate = rates[index]
      if (!rate) continue
      await trx
        .updateTable('quote_options')
        .set({ rate: rate.rate, rate_date: rate.rateDate, rate_source: rate.source })
        .where('id', '=', option.id)
        .execute()
    }
    const sentAt = now.toISOString()
    await trx
      .updateTable('quotes')
      .set({ status: 'sent', sent_at: sentAt, sent_by: member.id, version: quote.version + 1, updated_at: sentAt })
      .where('id', '=', quote.id)
      .execute()
    const replaced = await trx
      .updateTable('quotes')
      .set({ status: 'replaced', updated_at: sentAt })
      .where('request_id', '=', request.id)
      .where('id', '!=', quote.id)
      .where('status', '=', 'sent')
      .returning('id')
      .execute()
    await trx.updateTable('quote_requests').set({ status: 'sent', updated_at: sentAt }).where('id', '=', request.id).execute()

    const conversation = await conversationOfPatient(trx, { id: request.patient_id!, locale: request.locale }, now)
    const endedWaitSeconds = await endPatientWait(trx, conversation, now)
    await appendMessage(
      trx,
      conversation,
      { kind: 'event', event: 'quote_sent', authorId: member.id, eventUserId: member.id, quoteRequestId: request.id, endedWaitSeconds },
      now,
    )
    const emailed = await queueQuoteReady(trx, quote, now)
    const frozen = options.map((option, index) => ({ optionId: option.id, currency: option.currency, rate: rates[index] ?? null }))
    return {
      ok: true,
      sentAt,
      emailed,
      audit: [
        {
          action: 'quote.send',
          entityId: quote.id,
          before: { status: 'draft' },
          after: { status: 'sent', validUntil: quote.valid_until, rates: frozen },
        },
        ...replaced.map((old) => ({
          action: 'quote.replace' as const,
          entityId: old.id,
          before: { status: 'sent' },
          after: { status: 'replaced', by: quote.id },
        })),
        { action: 'quote_request.answer', before: { status: request.status }, after: { status: 'sent', quoteId: quote.id } },
      ],
    }
  })
  if (!outcome.ok) return outcome
  if (outcome.emailed) wakeOutbox()
  return { ok: true, sentAt: outcome.sentAt }
}
