import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { problem } from '~/api-v1/respond.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { localeFromPath, localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { csrfCookie, isValidCsrf, newCsrfToken, readCsrfCookie } from '~/security/csrf.server'
import { flashToastHeader } from '~/toast/flash-toast.server'
import { clearSessionCookie, readBearerToken, readSessionCookie, sessionCookie } from './session-cookie.server'
import { resolveSession, type ActiveSession } from './sessions.server'

/*
 * Runs before every loader and action (root middleware): finds the session
 * (cookie, or Bearer token on /v1), renews or clears its cookie, makes sure
 * the page has a CSRF token, and refuses forged writes.
 */

export interface RequestSession extends ActiveSession {
  token: string
  via: 'cookie' | 'bearer'
}

export const sessionContext = createContext<RequestSession | null>(null)
export const csrfTokenContext = createContext<string>('')
/** True when the request carried a session cookie that no longer signs anyone in (ended elsewhere, or expired). */
export const sessionEndedContext = createContext<boolean>(false)

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = env()
  const secure = config.PUBLIC_BASE_URL.startsWith('https:')
  const url = new URL(request.url)
  const api = url.pathname.startsWith('/v1/')
  const setCookies: string[] = []

  // Files (maps, sitemap…) are publicly cacheable and must not carry cookies.
  const file = /\.(svg|xml|txt|json)$/.test(url.pathname)
  let csrf = readCsrfCookie(request)
  if (!csrf && !api && !file) {
    csrf = newCsrfToken()
    setCookies.push(csrfCookie(csrf, secure))
  }
  context.set(csrfTokenContext, csrf ?? '')

  const cookieToken = readSessionCookie(request)
  const bearer = api ? readBearerToken(request) : undefined
  const token = bearer ?? cookieToken
  const active = token ? await resolveSession(database(), token) : undefined
  if (cookieToken && !bearer) {
    if (!active) setCookies.push(clearSessionCookie(secure))
    else if (active.renewed) setCookies.push(sessionCookie(cookieToken, active.expiresAt, secure))
  }
  context.set(sessionContext, active && token ? { ...active, token, via: bearer ? 'bearer' : 'cookie' } : null)
  context.set(sessionEndedContext, Boolean(cookieToken && !bearer && !active))

  // Forged cross-site requests can only ride on cookies: pages always check (their forms
  // set cookies); the API checks when a session cookie is what would authenticate it.
  const needsCheck = !SAFE_METHODS.has(request.method) && !bearer && (!api || Boolean(cookieToken))
  if (needsCheck && !(await isValidCsrf(request, new URL(config.PUBLIC_BASE_URL).origin))) {
    const response = api ? problem(403, 'Missing or wrong CSRF token (X-CSRF-Token header).') : await csrfRedirect(url)
    for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
    return response
  }

  const response = await next()
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
  return response
}

/** A page form that failed the check goes back to its page with a message, nothing changed. */
async function csrfRedirect(url: URL) {
  const t = serverTranslator(localeFromPath(url.pathname))
  const response = redirect(`${url.pathname.replace(/\.data$/, '')}${url.search}`, 303)
  response.headers.append('Set-Cookie', await flashToastHeader({ title: t('errors.csrf'), color: 'warning' }))
  return response
}

export function currentSession(context: Readonly<RouterContextProvider>) {
  return context.get(sessionContext)
}

/** A path we may send someone back to after signing in: ours, never another site. */
export function safeRedirectPath(value: string | null | undefined, fallback: string) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  return value
}

/** The signed-in patient, or a redirect to sign-in that brings them back here. */
export function requireSession(context: Readonly<RouterContextProvider>, url: URL): RequestSession {
  const session = context.get(sessionContext)
  if (session) return session
  const back = `${url.pathname}${url.search}`
  // Signed out meanwhile (on another device, or expired): the sign-in page says so instead of starting cold.
  const ended = context.get(sessionEndedContext) ? '&signedOut=1' : ''
  throw redirect(`${localizePath('/sign-in', localeFromPath(url.pathname))}?redirectTo=${encodeURIComponent(back)}${ended}`)
}

/** For /v1: the signed-in user, or a 401 problem. */
export function requireApiSession(context: Readonly<RouterContextProvider>): RequestSession {
  const session = context.get(sessionContext)
  if (session) return session
  throw problem(401, 'Sign in first: send the session token as "Authorization: Bearer <token>".', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  })
}
