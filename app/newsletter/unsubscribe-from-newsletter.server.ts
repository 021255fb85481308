import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { unsubscribe } from './newsletter.server'

/**
 * Unsubscribes the address a signed unsubscribe token names (the button of
 * /newsletter/unsubscribe, and POST /v1/newsletter/unsubscribe, the RFC 8058
 * one-click of mail clients). Twice is harmless and says so.
 */
export async function unsubscribeFromNewsletter(
  { db, now }: Pick<ActionContext, 'db' | 'now'>,
  { token }: { token: string },
): Promise<Outcome<{ status: 'unsubscribed' | 'already_unsubscribed' }>> {
  const status = await unsubscribe(db, token, now)
  if (status === 'invalid') return refuse('newsletter_link_invalid')
  return { ok: true, status }
}
