import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { changeQuoteRequest, type QuoteAudit } from './change-quote.server'
import { insertOptions, optionInput, quoteOptions } from './quote-store.server'

/*
 * A coordinator starts answering a request (the request's page, POST
 * /v1/admin/quote-requests/{id}/quotes): a draft quote in the patient's
 * language and currency, or the draft already started (one per request at a
 * time). Answering again a quote that was sent, declined or expired is a
 * reissue: the draft starts as a copy of it (new validity to choose), and
 * sending it replaces the old one. A request whose quote was accepted is done.
 * The request moves from "requested" to "in preparation"; a request nobody
 * coordinates becomes the caller's.
 */
export async function startQuote(context: ActionContext, requestId: number): Promise<Outcome<{ quoteId: number; created: boolean }>> {
  const { now } = context
  return changeQuoteRequest(context, requestId, async (trx, request, { member }) => {
    if (request.status === 'accepted') return refuse('quote_not_open')
    const quotes = await trx.selectFrom('quotes').selectAll().where('request_id', '=', request.id).orderBy('number', 'desc').execute()
    const draft = quotes.find((quote) => quote.status === 'draft')
    if (draft) return { ok: true, quoteId: draft.id, created: false, audit: [] }
    const previous = quotes[0]
    const { id } = await trx
      .insertInto('quotes')
      .values({
        request_id: request.id,
        patient_id: request.patient_id!,
        number: (previous?.number ?? 0) + 1,
        status: 'draft',
        locale: request.locale,
        patient_currency: request.currency,
        valid_until: null,
        note: previous?.note ?? '',
        created_by: member.id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (previous) await insertOptions(trx, id, (await quoteOptions(trx, [previous.id])).get(previous.id)!.map(optionInput))
    const audit: QuoteAudit[] = [{ action: 'quote.start', entityId: id, after: { requestId: request.id, reissueOf: previous?.id ?? null } }]
    const changes: { status?: 'in_preparation'; coordinator_id?: number } = {}
    if (request.status === 'requested') changes.status = 'in_preparation'
    if (request.coordinator_id === null) changes.coordinator_id = member.id
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('quote_requests')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', request.id)
        .execute()
      audit.push({
        action: 'quote_request.prepare',
        entityId: request.id,
        after: { status: changes.status ?? request.status, coordinatorId: changes.coordinator_id ?? request.coordinator_id },
      })
    }
    return { ok: true, quoteId: id, created: true, audit }
  })
}
