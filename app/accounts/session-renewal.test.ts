import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { sessionMiddleware } from './session-middleware.server'
import { createSession, SESSION_DAYS } from './session-store.server'
import { createUser } from './users.server'

/* The root middleware against a real database: which answers renew a session cookie (issue 9, item 5). */

let current: Kysely<Database>
vi.mock('~/db/db.server', () => ({ database: () => current }))

const HOUR = 60 * 60 * 1000

describeEachDatabase('session renewal', (db) => {
  let userId: number
  beforeAll(async () => {
    current = db()
    userId = (await createUser(db(), {
      name: 'Renewal Test',
      email: `renew-${Date.now()}@example.com`,
      password: 'Claravia#2026x',
      locale: 'en',
      acceptedPolicies: false,
    }))!.id
  })

  /** A session last used two hours ago: the next private answer would renew it. */
  async function staleSession() {
    const { token } = await createSession(db(), userId, new Date(Date.now() - 2 * HOUR))
    return token
  }
  async function run(path: string, token: string, answer: Response) {
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.0.0.1' })
    const request = new Request(`http://localhost:3000${path}`, { headers: { Cookie: `token=${token}` } })
    const before = await db().selectFrom('sessions').select('expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const response = (await sessionMiddleware({ request, context, params: {}, url: new URL(request.url) } as never, async () => answer)) as Response
    const after = await db().selectFrom('sessions').select('expires_at').orderBy('id', 'desc').executeTakeFirstOrThrow()
    return { response, moved: String(before.expires_at) !== String(after.expires_at) }
  }

  it('never renews (nor sends) the session on a publicly cacheable answer', async () => {
    const publicAnswers: [string, string][] = [
      ['/v1/services', 'public, max-age=0, must-revalidate'],
      ['/sitemap.xml', 'public, max-age=3600'],
      ['/robots.txt', 'public, max-age=86400'],
      ['/maps/bogota.svg', 'public, max-age=86400'],
    ]
    for (const [path, cacheControl] of publicAnswers) {
      const token = await staleSession()
      const { response, moved } = await run(path, token, new Response('x', { headers: { 'Cache-Control': cacheControl } }))
      expect(response.headers.getSetCookie(), path).toEqual([])
      expect(moved, path).toBe(false)
    }
  })

  it('renews it on a private answer, at most once an hour', async () => {
    const token = await staleSession()
    const first = await run('/account', token, new Response('x', { headers: { 'Cache-Control': 'private, no-cache' } }))
    expect(first.moved).toBe(true)
    const cookie = first.response.headers.getSetCookie().find((value) => value.startsWith('token='))
    expect(cookie).toContain(token)
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_DAYS * 24 * 3600}|Expires=`))
    const second = await run('/account', token, new Response('x', { headers: { 'Cache-Control': 'private, no-cache' } }))
    expect(second.moved).toBe(false)
    expect(second.response.headers.getSetCookie().some((value) => value.startsWith('token='))).toBe(false)
  })
})
