import type { Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import type { RenderedEmail } from '~/messaging/email-layout.server'

/*
 * The two emails of a contact message: the notice to the team (in English,
 * the team's working language, with Reply-To set to the sender) and the
 * acknowledgement to the sender in the language they wrote in. Everything
 * the person typed is plain text; renderEmail escapes it in the HTML part.
 */

export interface ContactMessage {
  name: string
  email: string
  phone?: string | null
  subject: string
  message: string
  locale: Locale
}

/** The message as paragraphs (one per line, blank lines dropped). */
function messageParagraphs(message: string) {
  return message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

const languageNames: Record<Locale, string> = { en: 'English', es: 'Spanish' }

export function contactStaffEmail(message: ContactMessage): RenderedEmail & { headers: Record<string, string> } {
  const t = emailTranslator('en')
  const { html, text } = renderEmail({
    locale: 'en',
    preheader: t('contact.staff.preheader', { name: message.name }),
    heading: t('contact.staff.heading'),
    paragraphs: [
      t('contact.staff.body'),
      t('contact.staff.name', { name: message.name }),
      t('contact.staff.email', { email: message.email }),
      t('contact.staff.phone', { phone: message.phone || t('contact.staff.not_provided') }),
      t('contact.staff.subject_line', { subject: message.subject }),
      t('contact.staff.language', { language: languageNames[message.locale] }),
      t('contact.staff.message'),
      ...messageParagraphs(message.message),
    ],
    footer: t('contact.staff.footer'),
  })
  // Header values are encoded by nodemailer; line breaks cannot reach them (the schema trims and the subject is one line).
  const subject = t('contact.staff.subject', { subject: message.subject.replace(/[\r\n]+/g, ' ') })
  return { subject, html, text, headers: { 'Reply-To': message.email } }
}

export function contactAcknowledgementEmail(message: ContactMessage): RenderedEmail {
  const t = emailTranslator(message.locale)
  const { html, text } = renderEmail({
    locale: message.locale,
    preheader: t('contact.ack.preheader'),
    heading: t('contact.ack.heading'),
    paragraphs: [
      t('contact.ack.greeting', { name: message.name }),
      t('contact.ack.body'),
      t('contact.ack.copy', { subject: message.subject }),
      ...messageParagraphs(message.message),
    ],
    closing: [t('contact.ack.closing')],
    footer: t('contact.footer'),
  })
  return { subject: t('contact.ack.subject'), html, text }
}
