import type { Kysely } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { noticeOfPatientMessage } from './conversation-notices.server'
import { appendMessage, conversationOfPatient, patientWrote } from './conversation-store.server'

/*
 * A contact-form message from a patient (issue 29) joins their care
 * conversation instead of starting a thread in the Inbox: signed in, or
 * written with the email address of a patient's account. The second is not
 * proof that the patient wrote it, so the message says how it came
 * (event contact_form_unverified) and the acknowledgement goes to the
 * account's address: a patient whose address someone else typed learns of it.
 * The acknowledgement carries nothing of the message (email is not a secure
 * channel); their coordinator gets the usual notice.
 */

export interface ContactFormPatient {
  id: number
  email: string
  name: string
  locale: string
}

/** The patient a contact message belongs to: the signed-in patient, else the patient account with that address. */
export async function contactFormPatient(
  db: Kysely<Database>,
  { signedInPatientId, email }: { signedInPatientId?: number; email: string },
): Promise<(ContactFormPatient & { signedIn: boolean }) | undefined> {
  const query = db.selectFrom('users').select(['id', 'email', 'name', 'locale']).where('role', '=', 'patient').where('disabled_at', 'is', null)
  if (signedInPatientId !== undefined) {
    const signedIn = await query.where('id', '=', signedInPatientId).executeTakeFirst()
    if (signedIn) return { ...signedIn, signedIn: true }
  }
  const byAddress = await query.where('email', '=', email.toLowerCase()).executeTakeFirst()
  return byAddress && { ...byAddress, signedIn: false }
}

export async function postContactFormMessage(
  db: Kysely<Database>,
  patient: ContactFormPatient & { signedIn: boolean },
  message: { subject: string; message: string; phone?: string | null },
  now: Date,
): Promise<{ messageId: number }> {
  const body = [message.subject, message.message, message.phone ? `☎ ${message.phone}` : ''].filter(Boolean).join('\n\n')
  const messageId = await db.transaction().execute(async (trx) => {
    const conversation = await conversationOfPatient(trx, patient, now)
    const event = patient.signedIn ? 'contact_form' : 'contact_form_unverified'
    const id = await appendMessage(trx, conversation, { kind: 'message', authorId: patient.id, body, event }, now)
    await patientWrote(trx, conversation, id, now)
    await noticeOfPatientMessage(trx, conversation.id, now)
    await enqueueEmail(trx, { kind: 'conversation.contact_joined', to: patient.email, ...acknowledgement(patient) }, now)
    return id
  })
  wakeOutbox()
  return { messageId }
}

function acknowledgement(patient: ContactFormPatient) {
  const locale = isLocale(patient.locale) ? patient.locale : 'en'
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('conversation.contact_joined.preheader'),
    heading: t('conversation.contact_joined.heading'),
    paragraphs: [t('conversation.contact_joined.greeting', { name: patient.name }), t('conversation.contact_joined.body')],
    action: { label: t('conversation.contact_joined.action'), url: `${env().PUBLIC_BASE_URL}${localizePath('/account/care-team', locale)}` },
    note: t('conversation.contact_joined.footer'),
  })
  return { subject: t('conversation.contact_joined.subject'), html, text }
}
