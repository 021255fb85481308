import type { RouterContextProvider } from 'react-router'
import { safeRedirectPath } from '~/accounts/session.server'
import type { Kysely } from 'kysely'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { isScriptRequest } from '~/forms/form-result.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { guardedSubmission } from '~/security/guarded-form.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { subscribe, type SubscribeOutcome } from './newsletter.server'
import { NewsletterSchema } from './schemas'

/*
 * The newsletter signup's action (/newsletter; the footer form of every page
 * posts there): size limit → validation → bot guard → rate limits → subscribe.
 */

export function subscribeToast(outcome: SubscribeOutcome, locale: Locale) {
  const t = serverTranslator(locale)
  if (outcome === 'already_subscribed') return { title: t('newsletter.already_subscribed'), color: 'primary' as const }
  if (outcome === 'confirmation_resent') return { title: t('newsletter.resent'), description: t('newsletter.check_inbox'), color: 'success' as const }
  return { title: t('newsletter.check_inbox'), description: t('newsletter.check_inbox_description'), color: 'success' as const }
}

export async function newsletterFormAction({
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
  const gate = await guardedSubmission(request, context, {
    schema: NewsletterSchema,
    form: 'newsletter',
    tooLargeKey: 'errors.payload_too_large',
    limits: (value, ip) => [
      ['newsletterAddress', ip],
      ['newsletterEmail', value.email],
    ],
  })
  if (gate.failure) return gate.failure
  const { submission, form } = gate

  const outcome = await subscribe(db, { email: submission.value.email, locale })
  const toast = subscribeToast(outcome, locale)
  if (isScriptRequest(request)) return { result: submission.reply({ resetForm: true }), toast, outcome }
  const back = safeRedirectPath(String(form.get('redirectTo') ?? ''), localizePath('/', locale))
  return redirectWithToast(back, toast, { status: 303 })
}
