import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { submitContactMessage } from '~/contact/contact.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { localizePath, type Locale } from '~/i18n/locales'
import { confirmSubscription, subscribe, unsubscribe } from '~/newsletter/newsletter.server'
import { NewsletterToken } from '~/newsletter/schemas'
import { logger } from '~/observability/logger.server'
import type { ApiBotGuardFields } from '~/security/bot-guard.server'
import { consumeAll, type LimitName } from '~/security/rate-limit.server'
import { refuseBots } from './bot-guard.server'
import { parseJsonBody } from './respond.server'
import { translatedProblem } from '~/http/problem.server'
import { requestLocale } from '~/http/request-scope.server'
import { ContactRequest, NewsletterRequest } from './schemas'

/*
 * POST /v1/contact, POST /v1/newsletter, GET|POST /v1/newsletter/confirm and
 * GET|POST /v1/newsletter/unsubscribe: the same rules as the forms. Problems
 * are worded in the request's language (body `locale`, else Accept-Language).
 * With Turnstile keys, send the widget's token as `turnstileToken`; leave the
 * `website` trap out (docs/decisions/013).
 */

type Db = Kysely<Database>
type Context = Readonly<RouterContextProvider>

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }
const send = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: noStore })

/** Body problems (413, 415, malformed JSON) translated; field errors keep their rule keys per field. */
async function parseBody<T extends z.ZodType>(request: Request, schema: T) {
  const body = await parseJsonBody(request, schema)
  if (body.ok) return body
  const locale = requestLocale(request)
  if (body.response.status === 413) return { ok: false as const, response: translatedProblem(413, locale, 'errors.payload_too_large') }
  return body
}

async function guarded(context: Context, locale: Locale, fields: ApiBotGuardFields, limits: [LimitName, string][]) {
  const ip = context.get(requestInfoContext).ip
  const refused = await refuseBots(context, locale, fields)
  if (refused) return refused
  const attempt = await consumeAll(limits.map(([name, key]) => [name, key === 'ip' ? ip : key]))
  if (!attempt.allowed) {
    return translatedProblem(429, locale, 'auth.rate_limited', {
      values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
      headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
    })
  }
  return undefined
}

export async function contactHandler(db: Db, request: Request, context: Context) {
  const body = await parseBody(request, ContactRequest)
  if (!body.ok) return body.response
  const { locale, turnstileToken, website, ...message } = body.value
  const refused = await guarded(context, locale, { turnstileToken, website }, [
    ['contactAddress', 'ip'],
    ['contactEmail', message.email],
  ])
  if (refused) return refused
  try {
    await submitContactMessage(db, { ...message, locale, ip: context.get(requestInfoContext).ip })
  } catch (error) {
    logger.error({ err: error }, 'contact message could not be stored')
    return translatedProblem(500, locale, 'contact.failure_title')
  }
  return send({ status: 'accepted' }, 202)
}

export async function newsletterHandler(db: Db, request: Request, context: Context) {
  const body = await parseBody(request, NewsletterRequest)
  if (!body.ok) return body.response
  const { locale, turnstileToken, website, email } = body.value
  const refused = await guarded(context, locale, { turnstileToken, website }, [
    ['newsletterAddress', 'ip'],
    ['newsletterEmail', email],
  ])
  if (refused) return refused
  return send({ status: await subscribe(db, { email, locale }) }, 202)
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
  const locale = requestLocale(request, url)
  const token = tokenOf(url)
  if (!token.success) return translatedProblem(400, locale, 'newsletter.invalid')
  if (request.method !== 'POST') return seeLinkPage('/newsletter/confirm', locale, token.data)
  const outcome = await confirmSubscription(db, token.data)
  if (outcome === 'invalid') return translatedProblem(404, locale, 'newsletter.invalid')
  if (outcome === 'expired') return translatedProblem(410, locale, 'newsletter.expired')
  return send({ status: outcome })
}

/**
 * POST (RFC 8058 one-click from the mail client) unsubscribes. A GET changes
 * nothing: it is sent on to the page that asks first (clients that open
 * List-Unsubscribe in a browser).
 */
export async function unsubscribeHandler(db: Db, request: Request, url: URL) {
  const locale = requestLocale(request, url)
  const token = tokenOf(url)
  if (!token.success) return translatedProblem(400, locale, 'newsletter.invalid')
  if (request.method !== 'POST') return seeLinkPage('/newsletter/unsubscribe', locale, token.data)
  const outcome = await unsubscribe(db, token.data)
  if (outcome === 'invalid') return translatedProblem(404, locale, 'newsletter.invalid')
  return send({ status: outcome })
}
