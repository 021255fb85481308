import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { openQuote, tellTheTeam } from './quote-decision.server'

/** The patient declines their quote, saying why if they wish (the team reads it in the conversation). */
export async function declineQuote(
  context: ActionContext & { session: RequestSession },
  input: { quoteId: number; version: number; reason: string },
): Promise<Outcome> {
  const { db, session, now } = context
  const outcome = await db.transaction().execute(async (trx) => {
    const open = await openQuote(trx, session, input.quoteId, input.version, now)
    if (!open.ok) return open
    const { quote } = open
    const decidedAt = now.toISOString()
    await trx
      .updateTable('quotes')
      .set({ status: 'declined', decline_reason: input.reason || null, decided_at: decidedAt, version: quote.version + 1, updated_at: decidedAt })
      .where('id', '=', quote.id)
      .execute()
    await trx.updateTable('quote_requests').set({ status: 'declined', updated_at: decidedAt }).where('id', '=', quote.request_id).execute()
    const noticed = await tellTheTeam(trx, session, quote, 'quote_declined', input.reason, now)
    await recordAudit(trx, context, {
      action: 'quote.decline',
      entityType: 'quote',
      entityId: quote.id,
      before: { status: 'sent' },
      after: { status: 'declined', quoteVersion: quote.version, reasonGiven: input.reason !== '' },
    })
    return { ok: true as const, noticed }
  })
  if (!outcome.ok) return outcome
  if (outcome.noticed) wakeOutbox()
  return { ok: true }
}
