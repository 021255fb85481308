import { randomBytes } from 'node:crypto'
import type { ActionContext } from '~/accounts/action-context.server'
import type { StoredAttachment } from '~/conversations/message-attachments.server'
import type { Outcome } from '~/errors/outcomes'
import { checkQuoteRequest, patientToday, requestColumns } from './quote-request-checks.server'
import { hashToken, insertRequestAttachments, keepingFilesIf, limited } from './quote-request-delivery.server'
import { QUOTE_DRAFT_HOURS, type QuoteRequestInput } from './quote-request-rules'

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
