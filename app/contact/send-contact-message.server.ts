import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { logger } from '~/observability/logger.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { submitContactMessage } from './contact.server'
import type { ContactInput } from './schemas'

export type SendContactMessageInput = ContactInput & { proof: BotProof }

/**
 * Sends a message to the team (the contact form of /contact-us and of the
 * home page, and POST /v1/contact): bot guard → limits per address and per
 * email → the message stored with its two emails in the outbox. Nothing is
 * stored unless all pass.
 */
export async function sendContactMessage(
  { db, ip, locale, now }: ActionContext,
  { proof, ...message }: SendContactMessageInput,
): Promise<Outcome<{ id: number }>> {
  const refused =
    (await botRefusal(proof, 'contact', ip)) ??
    (await limitsRefusal([
      ['contactAddress', ip],
      ['contactEmail', message.email],
    ]))
  if (refused) return refused
  try {
    const { id } = await submitContactMessage(db, { ...message, locale, ip }, { now })
    return { ok: true, id }
  } catch (error) {
    logger.error({ err: error }, 'contact message could not be stored')
    return refuse('message_not_stored')
  }
}
