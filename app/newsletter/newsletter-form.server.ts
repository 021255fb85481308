import { parseWithZod } from '@conform-to/zod/v4'
import type { RouterContextProvider } from 'react-router'
import { safeRedirectPath } from '~/accounts/session.server'
import type { Kysely } from 'kysely'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { formFailure, isScriptRequest, rateLimitedFailure } from '~/forms/form-result.server'
import { requestInfoContext } from '~/http/request-context'
import { localizePath, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { botGuardMessageKey, checkBotGuard } from '~/security/bot-guard.server'
import { consumeAll } from '~/security/rate-limit.server'
import { readFormData } from '~/security/request-body.server'
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
  const body = await readFormData(request)
  if (!body.ok) {
    return formFailure({ status: 'error', error: { '': [body.reason === 'too_large' ? 'errors.payload_too_large' : 'bot_guard.rejected'] } }, body.reason === 'too_large' ? 413 : 400)
  }
  const form = body.form
  const submission = parseWithZod(form, { schema: NewsletterSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const ip = context.get(requestInfoContext).ip
  const guard = await checkBotGuard(form, { ip })
  if (!guard.ok) return formFailure(submission.reply({ formErrors: [botGuardMessageKey(guard.reason)] }), guard.reason === 'challenge_unavailable' ? 503 : 400)
  const attempt = await consumeAll([
    ['newsletterAddress', ip],
    ['newsletterEmail', submission.value.email],
  ])
  if (!attempt.allowed) return rateLimitedFailure(submission, attempt.retryAfterSeconds)

  const outcome = await subscribe(db, { email: submission.value.email, locale })
  const toast = subscribeToast(outcome, locale)
  if (isScriptRequest(request)) return { result: submission.reply({ resetForm: true }), toast, outcome }
  const back = safeRedirectPath(String(form.get('redirectTo') ?? ''), localizePath('/', locale))
  return redirectWithToast(back, toast, { status: 303 })
}
