import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { authenticate } from '~/accounts/authenticate.server'
import { completePasswordReset, startPasswordReset } from '~/accounts/password-reset.server'
import { NewPasswordSchema, SignInSchema, UpdateAccountSchema } from '~/accounts/schemas'
import { requireApiSession } from '~/accounts/session.server'
import { createSession, revokeSession } from '~/accounts/sessions.server'
import { updateAccount } from '~/accounts/update-account.server'
import { createUser, getUser, type User } from '~/accounts/users.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { consumeAll, reset, type LimitName } from '~/security/rate-limit.server'
import { refuseBots } from './bot-guard.server'
import { parseJsonBody, problem, requestLocale, translatedProblem } from './respond.server'
import { PasswordResetRequest, SignUpRequest } from './schemas'

/*
 * /v1/auth and PATCH /v1/me: the same account rules as the pages, with the
 * session token returned in the body (used as a Bearer token), never a cookie.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }
const send = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: noStore })

async function limited(limits: [LimitName, string][]): Promise<Response | undefined> {
  const attempt = await consumeAll(limits)
  if (attempt.allowed) return undefined
  return problem(429, `Too many attempts; try again in ${attempt.retryAfterSeconds} seconds.`, {
    headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
  })
}

async function sessionFor(db: Db, user: User) {
  const session = await createSession(db, user.id)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user }
}

export async function signUpHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignUpRequest)
  if (!body.ok) return body.response
  const { turnstileToken, website, acceptTerms, ...account } = body.value
  const bot = await refuseBots(context, account.locale, { turnstileToken, website })
  if (bot) return bot
  const blocked = await limited([['signUpAddress', context.get(requestInfoContext).ip]])
  if (blocked) return blocked
  const user = await createUser(db, { ...account, acceptedPolicies: acceptTerms })
  if (!user) return problem(409, 'An account with this email already exists.')
  return send(await sessionFor(db, user), 201)
}

export async function signInHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, SignInSchema)
  if (!body.ok) return body.response
  const { email, password } = body.value
  const blocked = await limited([
    ['signInAddress', context.get(requestInfoContext).ip],
    ['signInAccount', email],
  ])
  if (blocked) return blocked
  const user = await authenticate(db, email, password)
  if (!user) return problem(401, 'Invalid credentials. Please try again.')
  await reset('signInAccount', email)
  return send(await sessionFor(db, user))
}

export async function signOutHandler(db: Db, context: Context) {
  const session = requireApiSession(context)
  await revokeSession(db, session.token)
  return new Response(null, { status: 204 })
}

export async function passwordResetHandler(db: Db, request: Request, context: Context) {
  const body = await parseJsonBody(request, PasswordResetRequest)
  if (!body.ok) return body.response
  const bot = await refuseBots(context, requestLocale(request), body.value)
  if (bot) return bot
  const blocked = await limited([
    ['resetAddress', context.get(requestInfoContext).ip],
    ['resetAccount', body.value.email],
  ])
  if (blocked) return blocked
  // Answers before the work, so the time does not tell whether the account exists.
  startPasswordReset(db, body.value.email)
  return send({ status: 'accepted' }, 202)
}

export async function newPasswordHandler(db: Db, request: Request) {
  const body = await parseJsonBody(request, z.intersection(NewPasswordSchema, z.object({ token: z.string().max(100) })))
  if (!body.ok) return body.response
  const changed = await completePasswordReset(db, body.value.token, body.value.password)
  return changed ? new Response(null, { status: 204 }) : problem(410, 'This reset link was already used or has expired.')
}

export async function getMeHandler(db: Db, context: Context) {
  return send(await getUser(db, requireApiSession(context).user.id))
}

export async function updateMeHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSession(context)
  const current = (await getUser(db, session.user.id))!
  const body = await parseJsonBody(
    request,
    z.preprocess((value) => ({ name: current.name, email: current.email, ...(value as object) }), UpdateAccountSchema),
  )
  if (!body.ok) return body.response
  const result = await updateAccount(db, { userId: session.user.id, sessionId: session.sessionId, ip: context.get(requestInfoContext).ip }, body.value)
  const { outcome } = result
  if (result.outcome === 'rate_limited') {
    return translatedProblem(429, requestLocale(request), 'auth.rate_limited', {
      values: { minutes: Math.ceil(result.retryAfterSeconds / 60) },
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    })
  }
  if (outcome === 'email_taken') return problem(409, 'Another account already uses this email.')
  if (outcome === 'current_password_needed') return problem(400, 'Send currentPassword to change the email or the password.')
  if (outcome === 'current_password_wrong') return problem(403, 'The current password is not correct.')
  return send(await getUser(db, session.user.id))
}
