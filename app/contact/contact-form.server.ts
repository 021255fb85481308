import { data, type RouterContextProvider } from 'react-router'
import { safeRedirectPath } from '~/accounts/session.server'
import type { Kysely } from 'kysely'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { isScriptRequest } from '~/forms/form-result.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { logger } from '~/observability/logger.server'
import { guardedSubmission } from '~/security/guarded-form.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { submitContactMessage } from './contact.server'
import { ContactSchema } from './schemas'

/*
 * The contact form's action (on /contact-us; the home page's form posts
 * there too). Order: size limit → validation → bot guard → rate limits →
 * store (with its emails in the outbox). Nothing is stored unless all pass.
 */

export type ContactToast = { title: string; description: string; color: 'success' | 'alert' }

export async function contactFormAction({
  request,
  context,
  locale,
  db = database(),
}: {
  request: Request
  context: Readonly<RouterContextProvider>
  locale: Locale
  db?: Kysely<Database>
}) {
  const t = serverTranslator(locale)
  const gate = await guardedSubmission(request, context, {
    schema: ContactSchema,
    form: 'contact',
    tooLargeKey: 'contact.too_large',
    limits: (value, ip) => [
      ['contactAddress', ip],
      ['contactEmail', value.email],
    ],
  })
  if (gate.failure) return gate.failure
  const { submission, form, ip } = gate

  try {
    await submitContactMessage(db, { ...submission.value, locale, ip })
  } catch (error) {
    logger.error({ err: error }, 'contact message could not be stored')
    const toast: ContactToast = { title: t('contact.failure_title'), description: t('contact.failure_description'), color: 'alert' }
    // What the person typed comes back in the form (conform keeps it).
    return data({ result: submission.reply({ formErrors: ['contact.failure_title'] }), toast }, { status: 500 })
  }

  const toast: ContactToast = { title: t('contact.success_title'), description: t('contact.success_description'), color: 'success' }
  if (isScriptRequest(request)) return { result: submission.reply({ resetForm: true }), toast }
  const back = safeRedirectPath(String(form.get('redirectTo') ?? ''), localizePath('/contact-us', locale))
  return redirectWithToast(back, toast, { status: 303 })
}
