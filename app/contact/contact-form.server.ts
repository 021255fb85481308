import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { safeRedirectPath } from '~/accounts/session.server'
import type { Kysely } from 'kysely'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { formFailure, isScriptRequest, rateLimitedFailure } from '~/forms/form-result.server'
import { requestInfoContext } from '~/http/request-context'
import { localizePath, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { logger } from '~/observability/logger.server'
import { botGuardMessageKey, checkBotGuard } from '~/security/bot-guard.server'
import { consumeAll } from '~/security/rate-limit.server'
import { readFormData } from '~/security/request-body.server'
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
  const body = await readFormData(request)
  if (!body.ok) {
    const status = body.reason === 'too_large' ? 413 : 400
    return formFailure({ status: 'error', error: { '': [body.reason === 'too_large' ? 'contact.too_large' : 'bot_guard.rejected'] } }, status)
  }
  const form = body.form
  const submission = parseWithZod(form, { schema: ContactSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())

  const ip = context.get(requestInfoContext).ip
  const guard = await checkBotGuard(form, { ip })
  if (!guard.ok) return formFailure(submission.reply({ formErrors: [botGuardMessageKey(guard.reason)] }), guard.reason === 'challenge_unavailable' ? 503 : 400)

  const attempt = await consumeAll([
    ['contactAddress', ip],
    ['contactEmail', submission.value.email],
  ])
  if (!attempt.allowed) return rateLimitedFailure(submission, attempt.retryAfterSeconds)

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
