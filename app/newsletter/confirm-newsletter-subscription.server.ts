import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { confirmSubscription } from './newsletter.server'

/**
 * Confirms a signup with the token of its emailed link (the button of
 * /newsletter/confirm, and POST /v1/newsletter/confirm). Twice is harmless
 * and says so. The link is all the proof needed: no bot guard, no sign-in.
 */
export async function confirmNewsletterSubscription(
  { db, now }: Pick<ActionContext, 'db' | 'now'>,
  { token }: { token: string },
): Promise<Outcome<{ status: 'confirmed' | 'already_confirmed' }>> {
  const status = await confirmSubscription(db, token, now)
  if (status === 'invalid') return refuse('newsletter_link_invalid')
  if (status === 'expired') return refuse('newsletter_link_expired')
  return { ok: true, status }
}
