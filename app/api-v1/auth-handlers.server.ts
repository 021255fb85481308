import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { requestPasswordReset } from '~/accounts/request-password-reset.server'
import { SignInSchema } from '~/accounts/schemas'
import { requireApiSession, requireApiSessionToEnd } from '~/accounts/session-middleware.server'
import { setNewPassword } from '~/accounts/set-new-password.server'
import { signIn } from '~/accounts/sign-in.server'
import { signOut } from '~/accounts/sign-out.server'
import { signUp } from '~/accounts/sign-up.server'
import { updateAccount } from '~/accounts/update-account.server'
import { getUser, type User } from '~/accounts/users.server'
import type { Database } from '~/db/schema'
import { actionContext } from '~/accounts/action-context.server'
import { refusalProblem } from '~/http/problem.server'
import { apiLocale, askedLocale } from '~/http/request-scope.server'
import { answer, parseJsonBody } from './respond.server'
import { NewPasswordRequestBody, PasswordResetRequestBody, SignUpRequestBody, TwoFactorRequestBody, UpdateMeRequestBody } from './schemas'
import { passSecondFactor } from '~/staff/pass-second-factor.server'

/*
 * /v1/auth and /v1/me: the account actions of the pages (app/accounts), with
 * the session token returned in the body (used as a Bearer token), never a cookie.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>

/** Problems in the language the request asked for (`?locale=`, Accept-Language). */

/** A new session as /v1 returns it: the token to send as Bearer, its expiry, the account. */
function sessionBody({
  session,
  user,
  secondFactorNeeded = false,
}: {
  session: { token: string; expiresAt: Date }
  user: User
  secondFactorNeeded?: boolean
}) {
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user, secondFactorNeeded }
}

export async function signUpHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignUpRequestBody)
  if (!body.ok) return body.response
  const { turnstileToken, website, locale, ...account } = body.value
  // The account's language is the body's; problems are in the one the request asked for, else that.
  const outcome = await signUp(actionContext(context, locale, db), { ...account, proof: { api: { turnstileToken, website } } })
  if (!outcome.ok) return refusalProblem(outcome, apiLocale(request, locale))
  return answer(sessionBody(outcome), 201)
}

export async function signInHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignInSchema)
  if (!body.ok) return body.response
  const locale = apiLocale(request)
  const outcome = await signIn(actionContext(context, locale, db), body.value)
  return outcome.ok ? answer(sessionBody(outcome)) : refusalProblem(outcome, locale)
}

export async function signOutHandler(db: Db, context: Context) {
  const session = requireApiSessionToEnd(context)
  await signOut({ ...actionContext(context, apiLocale(context, session.user.locale), db), session })
  return new Response(null, { status: 204 })
}

export async function passwordResetHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, PasswordResetRequestBody)
  if (!body.ok) return body.response
  const { turnstileToken, website, email } = body.value
  const locale = apiLocale(request)
  // The email's language: the one asked for, else the account's (found after answering), else English.
  const outcome = await requestPasswordReset(actionContext(context, locale, db), {
    email,
    proof: { api: { turnstileToken, website } },
    locale: askedLocale(request),
  })
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer({ status: 'accepted' }, 202)
}

export async function newPasswordHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, NewPasswordRequestBody)
  if (!body.ok) return body.response
  const locale = apiLocale(request)
  const outcome = await setNewPassword(actionContext(context, locale, db), body.value)
  return outcome.ok ? new Response(null, { status: 204 }) : refusalProblem(outcome, locale)
}

export async function getMeHandler(db: Db, context: Context) {
  return answer(await getUser(db, requireApiSession(context).user.id))
}

export async function updateMeHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSession(context)
  const body = await parseJsonBody(request, UpdateMeRequestBody)
  if (!body.ok) return body.response
  // Problems in the language the request asked for, else the patient's.
  const locale = apiLocale(request, session.user.locale)
  const outcome = await updateAccount({ ...actionContext(context, locale, db), session }, body.value)
  if (!outcome.ok) return refusalProblem(outcome, locale)
  return answer(outcome.user)
}

/** A staff token's second step (TOTP or a recovery code): from then on it opens /v1/admin. */
export async function twoFactorHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSessionToEnd(context)
  const locale = apiLocale(context, session.user.locale)
  const body = await parseJsonBody(request, TwoFactorRequestBody)
  if (!body.ok) return body.response
  const outcome = await passSecondFactor({ ...actionContext(context, locale, db), session }, { code: body.value.code, rememberDevice: false })
  return outcome.ok ? answer({ status: 'two_factor_done' }) : refusalProblem(outcome, locale)
}
