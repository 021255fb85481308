import type { Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'

/*
 * The email a patient gets when their quote is sent (issue 30): that it is
 * ready, with a link to it, in their language. Never an amount, a clinic or
 * anything medical: email is not a secure channel, and a forwarded email is
 * not a quote (its page and PDF are). Queued in the sending transaction; the
 * caller wakes the outbox once it has committed.
 */

export const QUOTE_READY_EMAIL = 'quote.ready'

export async function queueQuoteReady(trx: Transaction<Database>, quote: { id: number; patient_id: number }, now: Date): Promise<boolean> {
  const patient = await trx
    .selectFrom('users')
    .select(['name', 'email', 'locale'])
    .where('id', '=', quote.patient_id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  if (!patient) return false
  const locale = isLocale(patient.locale) ? patient.locale : 'en'
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('quote.ready.preheader'),
    heading: t('quote.ready.heading'),
    paragraphs: [t('quote.ready.greeting', { name: patient.name }), t('quote.ready.body')],
    action: { label: t('quote.ready.action'), url: `${env().PUBLIC_BASE_URL}${localizePath(`/account/quotes/${quote.id}`, locale)}` },
    note: t('quote.ready.footer'),
  })
  await enqueueEmail(trx, { kind: QUOTE_READY_EMAIL, to: patient.email, subject: t('quote.ready.subject'), html, text }, now)
  return true
}
