import type { Locale } from '~/i18n/locales'
import type { RenderedEmail } from '~/messaging/email-layout.server'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'

/*
 * Newsletter emails, in the language of the signup. Every one of them carries
 * a one-click unsubscribe link in the body and the List-Unsubscribe headers
 * (RFC 2369, and RFC 8058 one-click POST) that mail clients show as a button.
 */

export interface UnsubscribeLinks {
  /** The localized page, for people. */
  page: string
  /** The API endpoint mail clients POST to (List-Unsubscribe-Post: One-Click). */
  oneClick: string
}

export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** Any newsletter email: the layout plus the unsubscribe link and headers. */
export function newsletterEmail(
  locale: Locale,
  content: { subject: string; preheader: string; heading: string; paragraphs: string[]; closing?: string[]; action?: { label: string; url: string } },
  unsubscribe: UnsubscribeLinks,
): RenderedEmail & { headers: Record<string, string> } {
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: content.preheader,
    heading: content.heading,
    paragraphs: content.paragraphs,
    action: content.action,
    closing: content.closing,
    footerLink: { label: t('newsletter.unsubscribe'), url: unsubscribe.page },
  })
  return { subject: content.subject, html, text, headers: listUnsubscribeHeaders(unsubscribe) }
}

export function confirmSubscriptionEmail(locale: Locale, confirmUrl: string, unsubscribe: UnsubscribeLinks) {
  const t = emailTranslator(locale)
  return newsletterEmail(
    locale,
    {
      subject: t('newsletter.confirm.subject'),
      preheader: t('newsletter.confirm.preheader'),
      heading: t('newsletter.confirm.heading'),
      paragraphs: [t('newsletter.confirm.body')],
      action: { label: t('newsletter.confirm.action'), url: confirmUrl },
      closing: [t('newsletter.confirm.ignore')],
    },
    unsubscribe,
  )
}

export function welcomeEmail(locale: Locale, unsubscribe: UnsubscribeLinks) {
  const t = emailTranslator(locale)
  return newsletterEmail(
    locale,
    {
      subject: t('newsletter.welcome.subject'),
      preheader: t('newsletter.welcome.preheader'),
      heading: t('newsletter.welcome.heading'),
      paragraphs: [t('newsletter.welcome.body')],
      closing: [t('newsletter.welcome.closing')],
    },
    unsubscribe,
  )
}
