import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { StoredAttachment } from '~/conversations/message-attachments.server'
import type { Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { checkQuoteRequest, patientToday, requestColumns } from './quote-request-checks.server'
import { deliverRequest, insertRequestAttachments, keepingFilesIf, limited } from './quote-request-delivery.server'
import type { QuoteRequestInput } from './quote-request-rules'

/** A signed-in patient's request, sent now. */
export async function requestQuote(
  context: ActionContext & { session: RequestSession },
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
