import { randomBytes, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { MAX_UPLOAD_BYTES, readFormData } from './request-body.server'

/*
 * Cross-site request forgery protection for cookie-authenticated writes
 * (double submit): a random token lives in an HttpOnly cookie and is also put
 * into every form (hidden field `csrf`) or, for scripts, the X-CSRF-Token
 * header. A forged cross-site request cannot read the token, so it cannot send
 * it back. Requests from another origin are refused outright.
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

/** Whether an unsafe request carries the right token and, if it says, comes from our own origin. */
export async function isValidCsrf(request: Request, allowedOrigin: string): Promise<boolean> {
  const origin = request.headers.get('Origin')
  if (origin && origin !== 'null' && origin !== allowedOrigin && origin !== new URL(request.url).origin) return false
  const expected = readCsrfCookie(request)
  if (!expected) return false
  let sent = request.headers.get(CSRF_HEADER) ?? undefined
  if (!sent) {
    const type = request.headers.get('Content-Type') ?? ''
    if (type.includes('form')) {
      // Read within the largest form any page takes (an upload's): the HTTP layer has already held every
      // body to its own page's limit (server/bounded-body.ts), so this bound is only a second fence.
      const body = await readFormData(request.clone(), MAX_UPLOAD_BYTES)
      const value = body.ok ? body.form.get(CSRF_FIELD) : null
      sent = typeof value === 'string' ? value : undefined
    }
  }
  return sent !== undefined && same(sent, expected)
}
