import type { Selectable, Transaction } from 'kysely'
import { staffCaller, type StaffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { Database, QuoteRequestsTable } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'

/*
 * What every coordinator's verb on a quote shares (issue 30): the
 * 'quotes.manage' permission (the same row as the routes' door), the request
 * locked for the transaction (two coordinators on one request take turns),
 * one transaction, and its audit entries written in it. Drafts (a visitor's
 * request not sent yet) are nobody's to answer.
 */

export type QuoteRequestRow = Selectable<QuoteRequestsTable>

export interface QuoteAudit {
  action: `quote.${string}` | `quote_request.${string}`
  entityId?: number
  before?: object
  after?: object
}

export type QuoteChangeResult<T extends object> = Outcome<T & { audit: QuoteAudit[] }>

export async function changeQuoteRequest<T extends object>(
  context: ActionContext,
  requestId: number,
  change: (trx: Transaction<Database>, request: QuoteRequestRow, caller: StaffCaller) => Promise<QuoteChangeResult<T>>,
): Promise<Outcome<T>> {
  const caller = staffCaller(context, 'quotes.manage')
  return context.db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'quote_requests', requestId)
    const request = await trx
      .selectFrom('quote_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('patient_id', 'is not', null)
      .executeTakeFirst()
    if (!request) return refuse('quote_request_not_found')
    const outcome = await change(trx, request, caller)
    if (!outcome.ok) return outcome
    const { audit, ...result } = outcome
    for (const { entityId, ...entry } of audit) {
      const entityType = entry.action.startsWith('quote.') ? 'quote' : 'quote_request'
      await recordAudit(trx, context, { entityType, entityId: entityId ?? request.id, ...entry })
    }
    return result as Outcome<T>
  })
}
