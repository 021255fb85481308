import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { createUser } from '~/accounts/users.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { action } from './sign-in'

/*
 * The sign-in page's action with real requests, as the browser posts them
 * without JavaScript: what the route adds to the sign-in action (the cookie,
 * where it sends you, how a refusal reaches the form). The action's own rules
 * are tested in app/accounts/sign-in.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const PASSWORD = 'correct horse battery'
let counter = 0

async function post(path: string, fields: Record<string, string>) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: `203.0.113.${++counter % 250}` })
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/sign-in' }
  await requestScopeMiddleware(args, async () => new Response())
  // A success is a thrown redirect; a refusal is returned data.
  return action(args).catch((thrown: unknown) => thrown)
}

type Failure = {
  data: { result: { error: Record<string, string[]>; initialValue?: Record<string, unknown> } }
  init: { status: number; headers?: HeadersInit }
}

describeEachDatabase('the sign-in page', (db) => {
  beforeAll(async () => {
    current.db = db()
    await createUser(db(), { name: 'Lucía Gómez', email: 'lucia@example.com', password: PASSWORD, locale: 'es', acceptedPolicies: true })
  })
  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  it('signs in with an HttpOnly session cookie and goes to the account in the page’s language', async () => {
    const response = (await post('/es/sign-in', { email: 'lucia@example.com', password: PASSWORD, redirectTo: '' })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/es/account')
    expect(response.headers.get('Set-Cookie')).toMatch(/^token=[\w-]{20,};.*HttpOnly/)
  })

  it('goes back where the person was, but never to another site', async () => {
    const back = (await post('/sign-in', { email: 'lucia@example.com', password: PASSWORD, redirectTo: '/stripe?appointment=7' })) as Response
    expect(back.headers.get('Location')).toBe('/stripe?appointment=7')
    const away = (await post('/sign-in', { email: 'lucia@example.com', password: PASSWORD, redirectTo: '//evil.example/x' })) as Response
    expect(away.headers.get('Location')).toBe('/account')
  })

  it('a wrong password is a 401 with the form’s message, no cookie, and the password not sent back', async () => {
    const failure = (await post('/sign-in', { email: 'lucia@example.com', password: 'wrong password' })) as Failure
    expect(failure.init.status).toBe(401)
    expect(failure.data.result.error['']).toEqual(['auth.sign_in.failed'])
    expect(failure.data.result.initialValue).not.toHaveProperty('password')
  })

  it('too many guesses: 429 with Retry-After and the wait in the message', async () => {
    for (let guess = 0; guess < 5; guess++) await post('/sign-in', { email: 'lucia@example.com', password: `guess ${guess}` })
    const failure = (await post('/sign-in', { email: 'lucia@example.com', password: PASSWORD })) as Failure
    expect(failure.init.status).toBe(429)
    expect(Number(new Headers(failure.init.headers).get('Retry-After'))).toBeGreaterThan(800)
    expect(failure.data.result.error['']).toEqual(['auth.rate_limited?minutes=15'])
  })

  it('a form that is not valid never reaches the action: 400, field errors', async () => {
    const failure = (await post('/sign-in', { email: 'not an email', password: '' })) as Failure
    expect(failure.init.status).toBe(400)
    expect(Object.keys(failure.data.result.error)).toEqual(expect.arrayContaining(['email', 'password']))
  })
})
