import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sessionContext, sessionEndedContext } from '~/accounts/session-middleware.server'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { loader as signInLoader } from '~/routes/sign-in'
import { loader as paymentLoader } from '~/routes/stripe'
import { heldHourCookie, readHeldHour } from './held-hour.server'

/*
 * A session that ends mid-payment: the payment page's signed note of the
 * hold lets the redirect to sign-in say until when the hour stays held, and
 * the sign-in page says it on the clinic's clock, in the page's language.
 */

const now = new Date()
const until = new Date(now.getTime() + 7 * 60_000)
const note = heldHourCookie({ appointmentId: 42, until, timeZone: 'America/Bogota' }, now, false)
const cookie = note.split(';')[0]!
const request = (url: string, cookieHeader = cookie) => new Request(url, { headers: { Cookie: cookieHeader } })

async function argsFor(url: string, { ended = true, cookieHeader = cookie } = {}) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '203.0.113.7' })
  context.set(sessionContext, null)
  context.set(sessionEndedContext, ended)
  const args = { request: request(url, cookieHeader), context, params: {}, url: new URL(url), pattern: '' }
  await requestScopeMiddleware(args, async () => new Response())
  return args
}

describe('the held hour’s note', () => {
  it('lasts as long as the hold, HttpOnly, and is read back only for its appointment, unforged and unexpired', () => {
    expect(note).toMatch(/^claravia_held_hour=42\.\d+\.America%2FBogota\.[\w-]{32}; Max-Age=420; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(readHeldHour(request('http://localhost/'), 42, now)).toEqual({ appointmentId: 42, until, timeZone: 'America/Bogota' })
    expect(readHeldHour(request('http://localhost/'), 43, now)).toBeUndefined()
    expect(readHeldHour(request('http://localhost/'), 42, new Date(until.getTime() + 1))).toBeUndefined()
    const forged = cookie.replace(`${until.getTime()}`, `${until.getTime() + 3_600_000}`)
    expect(readHeldHour(request('http://localhost/', forged), 42, now)).toBeUndefined()
    expect(readHeldHour(request('http://localhost/', 'claravia_held_hour=garbage'), 42, now)).toBeUndefined()
  })

  it('a payment page reached signed out sends to sign-in with the hold’s end and zone, only with the note for that appointment', async () => {
    const redirectOf = async (url: string, options?: { ended?: boolean; cookieHeader?: string }) => {
      const thrown = await Promise.resolve(paymentLoader((await argsFor(url, options)) as never)).catch((error: unknown) => error)
      expect(thrown).toBeInstanceOf(Response)
      return (thrown as Response).headers.get('Location')
    }
    expect(await redirectOf('http://localhost/es/stripe?appointment=42')).toBe(
      `/es/sign-in?redirectTo=${encodeURIComponent('/es/stripe?appointment=42')}&signedOut=1&heldUntil=${until.getTime()}&zone=America%2FBogota`,
    )
    // Another appointment's page, or no note: the plain redirect, which tells nothing of anyone's hold.
    expect(await redirectOf('http://localhost/stripe?appointment=43')).toBe(
      `/sign-in?redirectTo=${encodeURIComponent('/stripe?appointment=43')}&signedOut=1`,
    )
    expect(await redirectOf('http://localhost/stripe?appointment=42', { cookieHeader: '' })).toBe(
      `/sign-in?redirectTo=${encodeURIComponent('/stripe?appointment=42')}&signedOut=1`,
    )
  })

  it('the sign-in page says until when, on the clinic’s clock, in its language; an impossible time or zone is left out', async () => {
    const heldOf = async (path: string) =>
      ((await signInLoader((await argsFor(`http://localhost${path}`, { cookieHeader: '' })) as never)) as { held: unknown }).held
    const query = (heldUntil: number | string, zone = 'America%2FBogota') =>
      `?redirectTo=${encodeURIComponent('/es/stripe?appointment=42')}&signedOut=1&heldUntil=${heldUntil}&zone=${zone}`
    expect(await heldOf(`/es/sign-in${query(until.getTime())}`)).toEqual({ until: until.toISOString(), timeZone: 'America/Bogota' })
    expect(await heldOf(`/es/sign-in${query(now.getTime() - 1000)}`)).toBeNull()
    expect(await heldOf(`/es/sign-in${query(now.getTime() + 3_600_000)}`)).toBeNull()
    expect(await heldOf(`/es/sign-in${query(until.getTime(), 'Mars%2FOlympus')}`)).toBeNull()
    expect(await heldOf(`/es/sign-in${query('soon')}`)).toBeNull()
    // Not while paying: nothing to say.
    expect(await heldOf(`/es/sign-in?redirectTo=%2Faccount&signedOut=1&heldUntil=${until.getTime()}&zone=America%2FBogota`)).toBeNull()
  })
})
