import type { RouterContextProvider } from 'react-router'
import { completePasswordReset, startPasswordReset } from '~/accounts/password-reset.server'
import { SignInSchema } from '~/accounts/schemas'
import { signIn } from '~/accounts/sign-in.server'
import { requireApiSession } from '~/accounts/session.server'
import { createSession, revokeSession } from '~/accounts/sessions.server'
import { updateAccount } from '~/accounts/update-account.server'
import { createUser, getUser, type User } from '~/accounts/users.server'
import { adoptOrphanedHolds } from '~/booking/holds.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { defaultLocale, type Locale } from '~/i18n/locales'
import { consumeAll, type LimitName } from '~/security/rate-limit.server'
import { refuseBots } from './bot-guard.server'
import { answer, parseJsonBody } from './respond.server'
import { refusalProblem, translatedProblem } from '~/http/problem.server'
import { actionContext } from '~/http/action-context.server'
import { askedLocale, contextLocale, requestLocale } from '~/http/request-scope.server'
import { NewPasswordRequestBody, PasswordResetRequestBody, SignUpRequestBody, UpdateMeRequestBody } from './schemas'

/*
 * /v1/auth and PATCH /v1/me: the same account rules as the pages, with the
 * session token returned in the body (used as a Bearer token), never a cookie.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }
const send = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: noStore })

/** Problems in the language the request asked for (`?locale=`, Accept-Language). */
const askedIn = (request: Request) => requestLocale(request, new URL(request.url))

async function limited(locale: Locale, limits: [LimitName, string][]): Promise<Response | undefined> {
  const attempt = await consumeAll(limits)
  if (attempt.allowed) return undefined
  return translatedProblem(429, locale, 'errors.api.too_many_attempts', {
    values: { seconds: attempt.retryAfterSeconds },
    headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
  })
}

/** A new session as /v1 returns it: the token to send as Bearer, its expiry, the account. */
function sessionBody({ session, user }: { session: { token: string; expiresAt: Date }; user: User }) {
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user }
}

async function sessionFor(db: Db, user: User) {
  const session = await createSession(db, user.id)
  // As on the sign-in page: holds left by a session that has ended pass to this one.
  await adoptOrphanedHolds(db, user.id, session.id)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user }
}

export async function signUpHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignUpRequestBody)
  if (!body.ok) return body.response
  const { turnstileToken, website, acceptTerms, ...account } = body.value
  const locale = askedLocale(request) ?? account.locale
  const bot = await refuseBots(context, locale, { turnstileToken, website })
  if (bot) return bot
  const blocked = await limited(locale, [['signUpAddress', context.get(requestInfoContext).ip]])
  if (blocked) return blocked
  const user = await createUser(db, { ...account, acceptedPolicies: acceptTerms })
  if (!user) return translatedProblem(409, locale, 'auth.sign_up.taken')
  return send(await sessionFor(db, user), 201)
}

export async function signInHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignInSchema)
  if (!body.ok) return body.response
  const locale = contextLocale(context) ?? defaultLocale
  const outcome = await signIn(actionContext(context, locale, db), body.value)
  return outcome.ok ? answer(sessionBody(outcome)) : refusalProblem(outcome, locale)
}

export async function signOutHandler(db: Db, context: Context) {
  const session = requireApiSession(context)
  await revokeSession(db, session.token)
  return new Response(null, { status: 204 })
}

export async function passwordResetHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, PasswordResetRequestBody)
  if (!body.ok) return body.response
  const bot = await refuseBots(context, askedIn(request), body.value)
  if (bot) return bot
  const blocked = await limited(askedIn(request), [
    ['resetAddress', context.get(requestInfoContext).ip],
    ['resetAccount', body.value.email],
  ])
  if (blocked) return blocked
  // Answers before the work, so the time does not tell whether the account exists.
  startPasswordReset(db, body.value.email)
  return send({ status: 'accepted' }, 202)
}

export async function newPasswordHandler(db: Db, request: Request) {
  const body = await parseJsonBody(request, NewPasswordRequestBody)
  if (!body.ok) return body.response
  const changed = await completePasswordReset(db, body.value.token, body.value.password)
  return changed ? new Response(null, { status: 204 }) : translatedProblem(410, askedIn(request), 'errors.api.reset_link_spent')
}

export async function getMeHandler(db: Db, context: Context) {
  return send(await getUser(db, requireApiSession(context).user.id))
}

export async function updateMeHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSession(context)
  const current = (await getUser(db, session.user.id))!
  const body = await parseJsonBody(request, UpdateMeRequestBody)
  if (!body.ok) return body.response
  // Fields left out keep their values.
  const changes = { ...body.value, name: body.value.name ?? current.name, email: body.value.email ?? current.email }
  const requester = { userId: session.user.id, sessionId: session.sessionId, ip: context.get(requestInfoContext).ip }
  const result = await updateAccount(db, requester, changes)
  const locale = askedLocale(request) ?? contextLocale(context) ?? session.user.locale
  if (result.outcome === 'rate_limited') {
    return translatedProblem(429, locale, 'auth.rate_limited', {
      values: { minutes: Math.ceil(result.retryAfterSeconds / 60) },
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    })
  }
  if (result.outcome === 'email_taken') return translatedProblem(409, locale, 'account.email_taken')
  if (result.outcome === 'current_password_needed') return translatedProblem(400, locale, 'errors.api.current_password_missing')
  if (result.outcome === 'current_password_wrong') return translatedProblem(403, locale, 'account.current_password_wrong')
  return send(await getUser(db, session.user.id))
}
