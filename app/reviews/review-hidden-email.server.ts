import type { Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database, ReviewHiddenReason } from '~/db/schema'
import { isLocale, localizePath } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'

/*
 * The email a patient gets when Claravia hides their review (issue 31): that
 * it is hidden and why (the listed reason), with a link to their reviews in their account, in
 * their language. Never the review's words, the clinic, the specialist or the
 * treatment: that would be health data in an email. Queued in the hiding
 * transaction; the verb wakes the outbox once it has committed.
 */

export const REVIEW_HIDDEN_EMAIL = 'review.hidden'

export async function queueReviewHidden(trx: Transaction<Database>, patientId: number, reason: ReviewHiddenReason, now: Date): Promise<boolean> {
  const patient = await trx
    .selectFrom('users')
    .select(['name', 'email', 'locale'])
    .where('id', '=', patientId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  if (!patient) return false
  const locale = isLocale(patient.locale) ? patient.locale : 'en'
  const t = emailTranslator(locale)
  const { html, text } = renderEmail({
    locale,
    preheader: t('review_moderation.hidden.preheader'),
    heading: t('review_moderation.hidden.heading'),
    paragraphs: [
      t('review_moderation.hidden.greeting', { name: patient.name }),
      t('review_moderation.hidden.body', { reason: t(`review_moderation.reasons.${reason}`) }),
      t('review_moderation.hidden.next'),
    ],
    action: { label: t('review_moderation.hidden.action'), url: `${env().PUBLIC_BASE_URL}${localizePath('/account/reviews', locale)}` },
    note: t('review_moderation.hidden.footer'),
  })
  await enqueueEmail(trx, { kind: REVIEW_HIDDEN_EMAIL, to: patient.email, subject: t('review_moderation.hidden.subject'), html, text }, now)
  return true
}
