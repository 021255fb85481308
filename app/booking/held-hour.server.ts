import { createHmac, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { redirect } from 'react-router'
import { sessionSecret } from '~/config/session-secret.server'

/*
 * What the sign-in page can say when a session ends mid-payment: the hour
 * stays held, and until when. The payment page, while the patient is signed
 * in and their hold is live, leaves a signed note in a cookie (the
 * appointment's id, when its hold ends, the clinic's zone; no health data)
 * that lasts as long as the hold. When the same browser comes back signed
 * out, the redirect to sign-in carries that time, so the page says it
 * without reading anyone's appointment: an address alone proves nothing.
 */

export const HELD_HOUR_COOKIE = 'claravia_held_hour'

interface HeldHour {
  appointmentId: number
  until: Date
  timeZone: string
}

function signature(payload: string) {
  return createHmac('sha256', sessionSecret()).update(`held-hour:${payload}`).digest('base64url').slice(0, 32)
}

/** The Set-Cookie of a live hold's note, lasting until the hold ends. */
export function heldHourCookie({ appointmentId, until, timeZone }: HeldHour, now: Date, secure: boolean) {
  const payload = `${appointmentId}.${until.getTime()}.${timeZone}`
  const maxAge = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000))
  return serialize(HELD_HOUR_COOKIE, `${payload}.${signature(payload)}`, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge })
}

/** The note of the request's browser for this appointment, if it is genuine and its hold has not ended. */
export function readHeldHour(request: Request, appointmentId: number, now: Date): HeldHour | undefined {
  const value = parse(request.headers.get('Cookie') ?? '')[HELD_HOUR_COOKIE]
  const match = value?.match(/^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_+\-/]{1,64})\.([\w-]{32})$/)
  if (!match) return undefined
  const [, id, until, timeZone, given] = match as unknown as [string, string, string, string, string]
  const expected = Buffer.from(signature(`${id}.${until}.${timeZone}`))
  if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given))) return undefined
  const held = { appointmentId: Number(id), until: new Date(Number(until)), timeZone }
  return held.appointmentId === appointmentId && held.until > now ? held : undefined
}

/**
 * A page of the payment's own hold, reached signed out: requireSession's redirect to sign-in
 * (thrown), with the hold's end and zone added when this browser holds a genuine note for it.
 */
export function withHeldHour(thrown: unknown, request: Request, appointmentId: number | undefined, now: Date): unknown {
  if (!(thrown instanceof Response) || appointmentId === undefined) return thrown
  const location = thrown.headers.get('Location')
  const held = readHeldHour(request, appointmentId, now)
  if (!location || !held || !location.includes('signedOut=1')) return thrown
  return redirect(`${location}&heldUntil=${held.until.getTime()}&zone=${encodeURIComponent(held.timeZone)}`, {
    headers: thrown.headers,
  })
}
