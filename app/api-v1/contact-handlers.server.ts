import { now } from '~/time/clock.server'
import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { sendContactMessage } from '~/contact/send-contact-message.server'
import type { Database } from '~/db/schema'
import { actionContext } from '~/accounts/action-context.server'
import { refusalProblem, translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { confirmNewsletterSubscription } from '~/newsletter/confirm-newsletter-subscription.server'
import { NewsletterToken } from '~/newsletter/schemas'
import { subscribeToNewsletter } from '~/newsletter/subscribe-to-newsletter.server'
import { unsubscribeFromNewsletter } from '~/newsletter/unsubscribe-from-newsletter.server'
import { answer, parseJsonBody } from './respond.server'
import { ContactRequest, NewsletterRequest } from './schemas'

/*
 * POST /v1/contact, POST /v1/newsletter, GET|POST /v1/newsletter/confirm and
 * GET|POST /v1/newsletter/unsubscribe: the actions the forms call. Problems
 * are worded in the request's language (body `locale`, else Accept-Language).
 * With Turnstile keys, send the widget's token as `turnstileToken`; leave the
 * `website` trap out (docs/decisions/013).
 */

type Db = Kysely<Database>
type Context = Readonly<RouterContextProvider>

export async function contactHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, ContactRequest)
  if (!body.ok) return body.response
  const { locale, turnstileToken, website, ...message } = body.value
  const outcome = await sendContactMessage(actionContext(context, locale, db), { ...message, proof: { api: { turnstileToken, website } } })
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer({ status: 'accepted' }, 202)
}

export async function newsletterHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, NewsletterRequest)
  if (!body.ok) return body.response
  const { locale, turnstileToken, website, email } = body.value
  const outcome = await subscribeToNewsletter(actionContext(context, locale, db), { email, proof: { api: { turnstileToken, website } } })
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer({ status: outcome.status }, 202)
}

function tokenOf(url: URL) {
  return NewsletterToken.safeParse(url.searchParams.get('token'))
}

/**
 * A GET of an emailed link changes nothing, because mail scanners open every
 * link of a message: it is sent on to the page that asks first, in `locale`.
 */
function seeLinkPage(path: string, locale: Locale, token: string) {
  const page = `${localizePath(path, locale)}?token=${encodeURIComponent(token)}`
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
}

/** POST confirms (twice is harmless); a GET is sent on to the page that asks. */
export async function confirmHandler(db: Db, request: Request, url: URL) {
  const locale = apiLocale(request)
  const token = tokenOf(url)
  if (!token.success) return translatedProblem(400, locale, 'newsletter.invalid')
  if (request.method !== 'POST') return seeLinkPage('/newsletter/confirm', locale, token.data)
  const outcome = await confirmNewsletterSubscription({ db, now: now() }, { token: token.data })
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer({ status: outcome.status })
}

/**
 * POST (RFC 8058 one-click from the mail client) unsubscribes. A GET changes
 * nothing: it is sent on to the page that asks first (clients that open
 * List-Unsubscribe in a browser).
 */
export async function unsubscribeHandler(db: Db, request: Request, url: URL) {
  const locale = apiLocale(request)
  const token = tokenOf(url)
  if (!token.success) return translatedProblem(400, locale, 'newsletter.invalid')
  if (request.method !== 'POST') return seeLinkPage('/newsletter/unsubscribe', locale, token.data)
  const outcome = await unsubscribeFromNewsletter({ db, now: now() }, { token: token.data })
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer({ status: outcome.status })
}
