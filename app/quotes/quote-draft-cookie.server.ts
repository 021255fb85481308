import { parse, serialize } from 'cookie'
import { QUOTE_DRAFT_HOURS } from './quote-request-rules'

/*
 * Where a visitor's request waits while they sign up or sign in (issue 30):
 * the draft's token in an HttpOnly, SameSite=Lax cookie (Secure over HTTPS),
 * for as long as the draft lasts. The token is never in a URL: the draft holds
 * health data, and addresses end up in histories, logs and referrers.
 */

export const QUOTE_DRAFT_COOKIE = 'quote_request'

export function quoteDraftCookie(token: string, secure: boolean) {
  return serialize(QUOTE_DRAFT_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: QUOTE_DRAFT_HOURS * 3600 })
}

export function clearQuoteDraftCookie(secure: boolean) {
  return serialize(QUOTE_DRAFT_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 })
}

/** The token the cookie holds, if it looks like one (saveVisitorRequest's: 32 random bytes, base64url). */
export function readQuoteDraftToken(request: Request): string | undefined {
  const value = parse(request.headers.get('Cookie') ?? '')[QUOTE_DRAFT_COOKIE]
  return value && /^[\w-]{43}$/.test(value) ? value : undefined
}
