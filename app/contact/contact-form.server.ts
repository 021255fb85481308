import { data } from 'react-router'
import type { Refusal } from '~/errors/outcomes'
import { refusalFailure } from '~/forms/form-result.server'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import type { ContactActionData } from './contact-form'

/* What the contact form shows after sendContactMessage: a toast, in the page's language. */

type ContactToast = NonNullable<ContactActionData['toast']>
type Submission = Parameters<typeof refusalFailure>[0]

export function contactSentToast(locale: Locale): ContactToast {
  const t = serverTranslator(locale)
  return { title: t('contact.success_title'), description: t('contact.success_description'), color: 'success' }
}

/** A refusal by the form; a message that could not be stored also gets the failure toast (what was typed stays in the form). */
export function contactRefusal(submission: Submission, refusal: Refusal, locale: Locale) {
  const failure = refusalFailure(submission, refusal)
  if (refusal.code !== 'message_not_stored') return failure
  const t = serverTranslator(locale)
  const toast: ContactToast = { title: t('contact.failure_title'), description: t('contact.failure_description'), color: 'alert' }
  return data({ ...failure.data, toast }, failure.init ?? undefined)
}
