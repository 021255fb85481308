import { compileCatalogue, compiledTranslator } from '~/i18n/compiled-messages.server'
import type { Locale } from '~/i18n/locales'
import { renderEmail } from './email-layout.server'
import en from './emails.en.json'
import es from './emails.es.json'

/*
 * Email wording lives in emails.<locale>.json (ICU messages, like the site's
 * catalogues), separate from the page catalogues so emails never ship to the browser.
 */

export type EmailMessages = typeof en

export const emailCatalogues: Record<Locale, EmailMessages> = { en: compileCatalogue(en), es: compileCatalogue(es) }

/** Translations for email texts in the given locale. */
export function emailTranslator(locale: Locale) {
  return compiledTranslator(locale, emailCatalogues[locale])
}

/** The "reset your password" email; `link` is the absolute, single-use reset URL. */
export function passwordResetEmail({ locale, name, link }: { locale: Locale; name: string; link: string }): {
  subject: string
  html: string
  text: string
} {
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('password_reset.preheader'),
    heading: t('password_reset.heading'),
    paragraphs: [t('password_reset.greeting', { name }), t('password_reset.body')],
    action: { label: t('password_reset.action'), url: link },
    closing: [t('password_reset.ignore')],
  })
  return { subject: t('password_reset.subject'), html, text }
}
