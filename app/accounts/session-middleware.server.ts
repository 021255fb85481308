import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { translatedProblem } from '~/http/problem.server'
import { isApiPath } from '~/http/paths'
import { apiLocale, pageLocale } from '~/http/request-scope.server'
import { env } from '~/config/env.server'
import { safeRedirectPath } from '~/http/safe-redirect.server'
import { database } from '~/db/db.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { csrfCookie, isValidCsrf, newCsrfToken, readCsrfCookie } from '~/security/csrf.server'
import { flashToastHeader } from '~/toast/flash-toast.server'
import { isStaffRole } from '~/access/roles'
import { clearSessionCookie, readBearerToken, readSessionCookie, sessionCookie } from './session-cookie.server'
import { renewSession, resolveSession, type ActiveSession } from './session-store.server'

/*
 * Runs before every loader and action (root middleware): finds the session
 * (cookie, or Bearer token on /v1), renews or clears its cookie, makes sure
 * a signed-in visitor's page has a CSRF token, and refuses forged writes
 * (security/csrf.server.ts). An anonymous page gets no token and no cookie: it is
 * the same for every visitor, so it can be cached (docs/decisions/020).
 */

export interface RequestSession extends ActiveSession {
  token: string
  via: 'cookie' | 'bearer'
}

/** The request's complete session: a patient's, or a staff member's whose second factor is done. */
export const sessionContext = createContext<RequestSession | null>(null)
/**
 * A staff session between its password and its second factor. It may do two
 * things: pass that step, or sign out (issue 25). Everything else sees a
 * visitor who is not signed in, because it is not in sessionContext.
 */
export const secondFactorPendingContext = createContext<RequestSession | null>(null)
export const csrfTokenContext = createContext<string>('')
/** True when the request carried a session cookie that no longer signs anyone in (ended elsewhere, or expired). */
export const sessionEndedContext = createContext<boolean>(false)

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = env()
  const secure = config.SECURE_COOKIES
  const url = new URL(request.url)
  const api = isApiPath(url.pathname)
  const setCookies: string[] = []

  const cookieToken = readSessionCookie(request)
  // Files (maps, sitemap…) are publicly cacheable and must not carry cookies.
  const file = /\.(svg|xml|txt|json)$/.test(url.pathname)
  let csrf = cookieToken ? readCsrfCookie(request) : undefined
  if (cookieToken && !csrf && !api && !file) {
    csrf = newCsrfToken()
    setCookies.push(csrfCookie(csrf, secure))
  }
  context.set(csrfTokenContext, csrf ?? '')

  const bearer = api ? readBearerToken(request) : undefined
  const token = bearer ?? cookieToken
  // Renewal waits for the answer: a publicly cacheable one must neither carry nor refresh a session.
  const active = token ? await resolveSession(database(), token, new Date(), { renew: false }) : undefined
  const found = active && token ? { ...active, token, via: bearer ? ('bearer' as const) : ('cookie' as const) } : null
  const pending = found !== null && awaitsSecondFactor(found)
  context.set(sessionContext, pending ? null : found)
  context.set(secondFactorPendingContext, pending ? found : null)
  context.set(sessionEndedContext, Boolean(cookieToken && !bearer && !active))

  // Forged cross-site requests can only ride on cookies: pages always check; the API checks
  // when a session cookie is what would authenticate it. With a session, the token too.
  const needsCheck = !SAFE_METHODS.has(request.method) && !bearer && (!api || Boolean(cookieToken))
  const allowedOrigin = new URL(config.PUBLIC_BASE_URL).origin
  if (needsCheck && !(await isValidCsrf(request, allowedOrigin, { requireToken: Boolean(cookieToken) }))) {
    const response = api ? translatedProblem(403, apiLocale(context), 'errors.api.csrf') : await csrfRedirect(url, pageLocale(context))
    for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
    return response
  }

  const response = await next()
  if (!isPubliclyCacheable(response)) {
    const sessionCookieChange = await settleSession(active, cookieToken && !bearer ? cookieToken : undefined, secure)
    if (sessionCookieChange) setCookies.push(sessionCookieChange)
  }
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
  return response
}

/** Answers any shared cache may keep (catalogue API, sitemap, maps…): they are the same for everyone. */
function isPubliclyCacheable(response: Response) {
  return /\b(public|s-maxage)\b/i.test(response.headers.get('Cache-Control') ?? '')
}

/**
 * After a private answer: slides the session's expiry when due (at most once
 * an hour; every minute for staff) and returns the cookie to send, if any: the renewed session, or
 * clearing one that no longer exists.
 */
async function settleSession(active: ActiveSession | undefined, cookieToken: string | undefined, secure: boolean) {
  if (cookieToken && !active) return clearSessionCookie(secure)
  if (!active?.renewalDue) return undefined
  const expiresAt = await renewSession(database(), active)
  return cookieToken ? sessionCookie(cookieToken, expiresAt, secure) : undefined
}

/** A page form that failed the check goes back to its page with a message, nothing changed. */
async function csrfRedirect(url: URL, locale: Locale) {
  const t = serverTranslator(locale)
  const page = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  // The path is whatever was posted to (`//evil.example` too): it must stay on this site.
  const response = redirect(safeRedirectPath(`${page}${url.search}`, localizePath('/', locale)), 303)
  response.headers.append('Set-Cookie', await flashToastHeader({ title: t('errors.csrf'), color: 'warning' }))
  return response
}

/** A staff session that has not passed its second factor opens nothing but that step and signing out. */
function awaitsSecondFactor(session: ActiveSession) {
  return isStaffRole(session.role) && !session.twoFactorDone
}

/** The complete session, if any (one awaiting its second factor is not one: secondFactorPendingSession). */
export function currentSession(context: Readonly<RouterContextProvider>) {
  return context.get(sessionContext)
}

/** The staff session waiting for its second factor, if that is what the request carries. */
export function secondFactorPendingSession(context: Readonly<RouterContextProvider>) {
  return context.get(secondFactorPendingContext)
}

/** Whichever session the request carries, complete or not: what signing out ends. */
export function sessionToEnd(context: Readonly<RouterContextProvider>) {
  return context.get(sessionContext) ?? context.get(secondFactorPendingContext)
}

/**
 * The second factor was passed during this request: its loaders (a form post
 * without JavaScript renders the page in the same request) see the complete session.
 */
export function completeSecondFactor(context: Readonly<RouterContextProvider>) {
  const pending = context.get(secondFactorPendingContext)
  if (!pending) return
  context.set(sessionContext, { ...pending, twoFactorDone: true })
  context.set(secondFactorPendingContext, null)
}

/** The signed-in patient, or a redirect to sign-in that brings them back here. */
export function requireSession(context: Readonly<RouterContextProvider>, url: URL): RequestSession {
  const session = context.get(sessionContext)
  if (session) return session
  const back = `${url.pathname}${url.search}`
  // Signed out meanwhile (on another device, or expired): the sign-in page says so instead of starting cold.
  const ended = context.get(sessionEndedContext) ? '&signedOut=1' : ''
  throw redirect(`${localizePath('/sign-in', pageLocale(context))}?redirectTo=${encodeURIComponent(back)}${ended}`)
}

/** For /v1: the signed-in user, or a 401 problem. */
export function requireApiSession(context: Readonly<RouterContextProvider>): RequestSession {
  return context.get(sessionContext) ?? signInFirst(context)
}

/** For /v1's sign-out and second factor: any session the token opens, complete or not, or a 401 problem. */
export function requireApiSessionToEnd(context: Readonly<RouterContextProvider>): RequestSession {
  return sessionToEnd(context) ?? signInFirst(context)
}

function signInFirst(context: Readonly<RouterContextProvider>): never {
  throw translatedProblem(401, apiLocale(context), 'errors.api.sign_in_first', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  })
}
