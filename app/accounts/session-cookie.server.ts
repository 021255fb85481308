import { parse, serialize } from 'cookie'

/** The session cookie: `token`, HttpOnly, SameSite=Lax, Secure over HTTPS, whole site. */
export const SESSION_COOKIE = 'token'

export function sessionCookie(token: string, expiresAt: Date, secure: boolean) {
  return serialize(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt })
}

export function clearSessionCookie(secure: boolean) {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 })
}

export function readSessionCookie(request: Request) {
  return parse(request.headers.get('Cookie') ?? '')[SESSION_COOKIE] || undefined
}

export function readBearerToken(request: Request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1]
}
