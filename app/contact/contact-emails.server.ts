import type { Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import type { RenderedEmail } from '~/messaging/email-layout.server'

/*
 * The two emails of a contact message: the notice to the team (in English,
 * the team's working language, with Reply-To set to the sender) and the
 * acknowledgement to the sender in the language they wrote in. Everything
 * the person typed is plain text; renderEmail escapes it in the HTML part.
 * A reply from the console goes to the sender in their language, with their
 * message quoted below it.
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
export function messageParagraphs(message: string) {
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
    note: t('contact.staff.footer'),
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
  })
  return { subject: t('contact.ack.subject'), html, text }
}

export interface ContactReplyContent {
  message: ContactMessage & { createdAt: Date }
  authorName: string
  body: string
  /** Where the person's answer goes: the team's address, not the author's own. */
  replyTo: string
}

/**
 * What a reply's email adds around what the team member typed, in the
 * sender's language: the greeting the reply box starts with (theirs to keep
 * or change: the email adds none), and the lines under the body (signature,
 * how to answer, their message quoted, the tagline), which the console shows
 * under the box as they will be sent.
 */
export function contactReplyFrame({ message, authorName }: Pick<ContactReplyContent, 'message' | 'authorName'>) {
  const t = emailTranslator(message.locale)
  // The sender's time zone is unknown: the date as the server stored it (UTC) is the honest one.
  const date = new Intl.DateTimeFormat(message.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(message.createdAt)
  return {
    greeting: t('contact.reply.greeting', { name: message.name }),
    signature: t('contact.reply.signature', { author: authorName }),
    closing: [
      t('contact.reply.closing'),
      t('contact.reply.quote', { date, subject: message.subject }),
      ...messageParagraphs(message.message).map((line) => `> ${line}`),
    ],
    tagline: t('layout.tagline'),
  }
}

/** The reply's email: exactly the body typed (its greeting included), then the frame's signature and closing lines. */
export function contactReplyEmail({ message, authorName, body, replyTo }: ContactReplyContent): RenderedEmail & { headers: Record<string, string> } {
  const t = emailTranslator(message.locale)
  const frame = contactReplyFrame({ message, authorName })
  const { html, text } = renderEmail({
    locale: message.locale,
    preheader: t('contact.reply.preheader', { author: authorName }),
    heading: t('contact.reply.heading'),
    paragraphs: [...messageParagraphs(body), frame.signature],
    closing: frame.closing,
  })
  const subject = t('contact.reply.subject', { subject: message.subject.replace(/[\r\n]+/g, ' ') })
  return { subject, html, text, headers: { 'Reply-To': replyTo } }
}
