import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { changeQuoteRequest } from './change-quote.server'
import { isCurrencyCode, isOnDisplayStep, type CurrencyCode } from './money'
import type { QuoteDraftInput, QuoteOptionInput } from './quote-builder-rules'
import { insertOptions } from './quote-store.server'

/*
 * A coordinator saves the draft they are building (the builder's "Save",
 * PUT /v1/admin/quotes/{id}): its note, validity and options, replaced whole.
 * Only a draft changes (a sent quote never does: a change is a reissue), and
 * only from the version the form was drawn from, so two coordinators on one
 * quote never overwrite each other unseen. Each option is a clinic and one of
 * its specialists who offers the request's treatment; its amounts are in the
 * clinic's currency, each a whole number of what that currency shows (whole
 * pesos for COP).
 */

type Db = Kysely<Database>

/** The quote a request's draft is, with its request's id (the lock and audit go by the request). */
export async function quoteRequestOf(db: Db, quoteId: number) {
  const row = await db.selectFrom('quotes').select('request_id').where('id', '=', quoteId).executeTakeFirst()
  return row?.request_id
}

/** Each option's clinic currency, once every option is one the request's treatment may take there; else why not. */
export async function checkOptions(db: Db, serviceId: number, options: readonly QuoteOptionInput[]): Promise<Refusal | CurrencyCode[]> {
  if (options.length === 0) return []
  const rows = await db
    .selectFrom('specialists as sp')
    .innerJoin('service_specialists as ss', (join) => join.onRef('ss.specialist_id', '=', 'sp.id').on('ss.service_id', '=', serviceId))
    .innerJoin('clinics as c', 'c.id', 'sp.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .select(['sp.id', 'sp.clinic_id', 'd.currency'])
    .where(
      'sp.id',
      'in',
      options.map((option) => option.specialistId),
    )
    .execute()
  const currencies: CurrencyCode[] = []
  for (const [index, option] of options.entries()) {
    const specialist = rows.find((row) => row.id === option.specialistId && row.clinic_id === option.clinicId)
    if (!specialist || !isCurrencyCode(specialist.currency)) return refuse('quote_specialist_not_allowed', { field: `options.${index}.specialistId` })
    const currency = specialist.currency
    const amounts = [option.mayChangeMaxMinor, option.assessmentFeeMinor, ...option.lines.map((line) => line.amountMinor)]
    if (!amounts.every((amount) => isOnDisplayStep(amount, currency)))
      return refuse('quote_incomplete', { field: `options.${index}`, detail: 'step', values: { currency } })
    currencies.push(currency)
  }
  return currencies
}

export async function saveQuote(context: ActionContext, quoteId: number, input: QuoteDraftInput): Promise<Outcome<{ version: number }>> {
  const requestId = await quoteRequestOf(context.db, quoteId)
  if (requestId === undefined) return refuse('quote_not_found')
  return changeQuoteRequest(context, requestId, async (trx, request) => {
    const quote = await trx.selectFrom('quotes').select(['id', 'status', 'version']).where('id', '=', quoteId).executeTakeFirstOrThrow()
    if (quote.status !== 'draft') return refuse('quote_not_draft')
    if (quote.version !== input.version) return refuse('quote_changed')
    const currencies = await checkOptions(trx, request.service_id, input.options)
    if (!Array.isArray(currencies)) return currencies
    await trx.deleteFrom('quote_options').where('quote_id', '=', quote.id).execute()
    await insertOptions(
      trx,
      quote.id,
      input.options.map((option, index) => ({ ...option, currency: currencies[index]! })),
    )
    const version = quote.version + 1
    await trx
      .updateTable('quotes')
      .set({ note: input.note, valid_until: input.validUntil, version, updated_at: context.now.toISOString() })
      .where('id', '=', quote.id)
      .execute()
    const after = {
      version,
      validUntil: input.validUntil,
      options: input.options.map((option, index) => ({
        clinicId: option.clinicId,
        specialistId: option.specialistId,
        currency: currencies[index],
        lines: option.lines.map((line) => ({ kind: line.kind, amountMinor: line.amountMinor, included: line.included })),
      })),
    }
    return { ok: true, version, audit: [{ action: 'quote.save', entityId: quote.id, after }] }
  })
}
