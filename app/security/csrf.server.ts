import { randomBytes, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { multipartField, isMultipart } from './multipart-stream.server'
import { MAX_UPLOAD_BYTES, readFormData } from './request-body.server'

/*
 * Cross-site request forgery protection, in two layers (docs/decisions/020-page-cache.md):
 * - every unsafe request a browser sends says where it comes from (Fetch Metadata's
 *   Sec-Fetch-Site, or Origin): one from another site is refused, signed in or not;
 * - a signed-in visitor's writes also carry a token (double submit): a random value in
 *   an HttpOnly cookie, put into every form (hidden field `csrf`) or, for scripts, the
 *   X-CSRF-Token header. A forged request cannot read it, so it cannot send it back.
 * Anonymous pages carry no token, so they are the same bytes for every visitor and can
 * be cached; their forms (contact, newsletter, sign-in/up) have no session to ride on.
 */

export const CSRF_COOKIE = 'csrf'
export const CSRF_FIELD = 'csrf'
export const CSRF_HEADER = 'X-CSRF-Token'

export function readCsrfCookie(request: Request): string | undefined {
  const value = parse(request.headers.get('Cookie') ?? '')[CSRF_COOKIE]
  return value && /^[\w-]{43}$/.test(value) ? value : undefined
}

export function newCsrfToken() {
  return randomBytes(32).toString('base64url')
}

export function csrfCookie(token: string, secure: boolean) {
  return serialize(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' })
}

function same(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Whether the browser says another site sent this request. Sec-Fetch-Site first (every
 * current browser sends it); else Origin (browsers send it with every POST). With
 * neither, no browser sent it, so no visitor's cookies can have been ridden on.
 */
export function isCrossSiteRequest(request: Request, allowedOrigin: string): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('Origin')
  if (origin === null) return false
  return origin !== allowedOrigin && origin !== new URL(request.url).origin
}

/** Whether an unsafe request may go on: not sent by another site and, when `requireToken` (a signed-in visitor), carrying the token. */
export async function isValidCsrf(request: Request, allowedOrigin: string, { requireToken }: { requireToken: boolean }): Promise<boolean> {
  if (isCrossSiteRequest(request, allowedOrigin)) return false
  if (!requireToken) return true
  const expected = readCsrfCookie(request)
  if (!expected) return false
  let sent = request.headers.get(CSRF_HEADER) ?? undefined
  if (!sent) {
    const type = request.headers.get('Content-Type') ?? ''
    if (isMultipart(request)) {
      // Read only as far as the token: an upload form puts it before its file, which then streams on unread.
      sent = await multipartField(request.clone(), CSRF_FIELD, MAX_UPLOAD_BYTES)
    } else if (type.includes('form')) {
      // Read within the largest form any page takes (an upload's): the HTTP layer has already held every
      // body to its own page's limit (server/bounded-body.ts), so this bound is only a second fence.
      const body = await readFormData(request.clone(), MAX_UPLOAD_BYTES)
      const value = body.ok ? body.form.get(CSRF_FIELD) : null
      sent = typeof value === 'string' ? value : undefined
    }
  }
  return sent !== undefined && same(sent, expected)
}
