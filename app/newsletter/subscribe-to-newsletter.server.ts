import type { Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { subscribe, type SubscribeOutcome } from './newsletter.server'

export interface SubscribeToNewsletterInput {
  email: string
  proof: BotProof
}

/**
 * Signs an address up for the newsletter (the footer form of every page,
 * /newsletter, and POST /v1/newsletter): bot guard → limits per address and
 * per email → a pending signup in the person's language, its confirmation
 * link emailed (double opt-in).
 */
export async function subscribeToNewsletter(
  { db, ip, locale, now }: ActionContext,
  { email, proof }: SubscribeToNewsletterInput,
): Promise<Outcome<{ status: SubscribeOutcome }>> {
  const refused =
    (await botRefusal(proof, 'newsletter', ip)) ??
    (await limitsRefusal([
      ['newsletterAddress', ip],
      ['newsletterEmail', email],
    ]))
  if (refused) return refused
  return { ok: true, status: await subscribe(db, { email, locale }, now) }
}
