import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { deliverRequest, hashToken } from './quote-request-delivery.server'
import { findVisitorRequest } from './visitor-requests.server'

/** The visitor, now signed in, sends their draft: it becomes their request (once: a second send finds it gone). */
export async function sendVisitorRequest(
  context: ActionContext & { session: RequestSession },
  token: string,
): Promise<Outcome<{ requestId: number }>> {
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
