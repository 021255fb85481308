import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { contactFormPatient, postContactFormMessage } from '~/conversations/contact-form-message.server'
import { logger } from '~/observability/logger.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { submitContactMessage } from './contact.server'
import type { ContactInput } from './schemas'

export type SendContactMessageInput = ContactInput & { proof: BotProof }

/**
 * Sends a message to the team (the contact form of /contact-us and of the
 * home page, and POST /v1/contact): bot guard → limits per address and per
 * email → the message stored with its two emails in the outbox. Nothing is
 * stored unless all pass. A patient's message (signed in, or with the address
 * of a patient's account) joins their care conversation instead of the Inbox
 * (issue 29); visitors' messages stay in the Inbox.
 */
export async function sendContactMessage(
  { db, ip, locale, now, session }: ActionContext,
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
    const signedInPatientId = session?.role === 'patient' ? session.user.id : undefined
    const patient = await contactFormPatient(db, { signedInPatientId, email: message.email })
    if (patient) return { ok: true, id: (await postContactFormMessage(db, patient, message, now)).messageId }
    const { id } = await submitContactMessage(db, { ...message, locale, ip }, { now })
    return { ok: true, id }
  } catch (error) {
    logger.error({ err: error }, 'contact message could not be stored')
    return refuse('message_not_stored')
  }
}
