import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '~/accounts/password.server'
import { document } from '../tests/setup/openapi-contract'
import { pageRoutes } from '../tests/setup/page-routes'
import { startAppServer, withAppDatabase, type AppServer } from '../tests/setup/app-server'
import { testedDialects } from '../tests/setup/test-database'

/*
 * Issue 25 item 1: a staff password alone took over the staff account. A
 * session whose second factor is pending may pass it or sign out, nothing
 * else: every other page and endpoint answers it exactly as it answers a
 * visitor who is not signed in. The walk covers every route of app/routes.ts
 * and every operation of the OpenAPI document, so a new route is covered too.
 */

const PASSWORD = 'Str0ng#staff-pass'
const CSRF = 'c'.repeat(43)
/** What the session may do: its second factor and signing out (tested below), and the sign-in page, which sends it to its code. */
const ITS_OWN = /^(\/es)?\/(sign-in(\/two-factor(\/setup)?)?|sign-out)$|^\/v1\/auth\/(two-factor|sign-out)$/

type Credentials = { cookie?: string; bearer?: string }

function call(server: AppServer, method: string, path: string, { cookie, bearer }: Credentials, body?: string) {
  return fetch(new URL(path, server.origin), {
    method,
    redirect: 'manual',
    headers: {
      // The same CSRF proof for both, so only the session differs.
      Cookie: [`csrf=${CSRF}`, cookie].filter(Boolean).join('; '),
      'X-CSRF-Token': CSRF,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'Content-Type': path.startsWith('/v1') ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  })
}

/** The first step of a staff sign-in through the API: its answer carries a token awaiting the second factor. */
function passwordSignIn(server: AppServer, email: string) {
  return fetch(`${server.origin}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
}

/** An answer as the walk compares it: status and where a redirect goes. */
async function outcome(response: Response) {
  await response.arrayBuffer()
  return `${response.status} ${response.headers.get('Location') ?? ''}`.trim()
}

/** Every operation of the API document, its path parameters filled. */
function apiOperations() {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([template, operations]) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (/id$/i.test(name) ? '1' : name === 'kind' ? 'blog_post' : 'lasik'))
    return Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path }))
  })
}

for (const dialect of testedDialects) {
  describe(`a staff session before its second factor is not signed in [${dialect}]`, () => {
    let server: AppServer
    let email: string
    let secret: string
    let token: string

    beforeAll(async () => {
      server = await startAppServer(dialect)
      email = `coordinator-${Date.now()}@claravia.example`
      secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
      const passwordHash = await hashPassword(PASSWORD)
      await withAppDatabase(server, async (db) => {
        const at = new Date().toISOString()
        const { id } = await db
          .insertInto('users')
          .values({ name: 'Lucía Gómez', email, password_hash: passwordHash, locale: 'es', role: 'coordinator', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db.insertInto('staff_totp').values({ user_id: id, secret, created_at: at, confirmed_at: at, last_used_step: null }).execute()
      })
      const signIn = await passwordSignIn(server, email)
      const body = (await signIn.json()) as { token: string; secondFactorNeeded: boolean }
      expect(body.secondFactorNeeded).toBe(true)
      token = body.token
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    it('every page answers it as it answers a visitor (GET, and POST where the page takes one)', async () => {
      const differences: string[] = []
      const pages = pageRoutes().filter((page) => !ITS_OWN.test(page.path))
      expect(pages.length).toBeGreaterThan(60)
      for (const page of pages) {
        for (const method of page.action ? ['GET', 'POST'] : ['GET']) {
          const body = method === 'POST' ? `csrf=${CSRF}` : undefined
          const visitor = await outcome(await call(server, method, page.path, {}, body))
          const pending = await outcome(await call(server, method, page.path, { cookie: `token=${token}` }, body))
          if (pending !== visitor) differences.push(`${method} ${page.path}: ${pending} (a visitor: ${visitor})`)
        }
      }
      expect(differences).toEqual([])
    }, 240_000)

    it('every API operation answers its token as it answers no token', async () => {
      const differences: string[] = []
      const operations = apiOperations().filter((operation) => !ITS_OWN.test(operation.path))
      expect(operations.length).toBeGreaterThan(50)
      for (const { method, path } of operations) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}'
        const visitor = await outcome(await call(server, method, path, {}, body))
        const pending = await outcome(await call(server, method, path, { bearer: token }, body))
        if (pending !== visitor) differences.push(`${method} ${path}: ${pending} (no token: ${visitor})`)
      }
      expect(differences).toEqual([])
    }, 240_000)

    it('the reported take-over is refused: PATCH /v1/me answers 401 and the account keeps its email and password', async () => {
      const patch = await call(
        server,
        'PATCH',
        '/v1/me',
        { bearer: token },
        JSON.stringify({ email: 'attacker@evil.example', password: 'Evil#Pass2026', repeatPassword: 'Evil#Pass2026', currentPassword: PASSWORD }),
      )
      expect(patch.status).toBe(401)
      expect((await call(server, 'GET', '/v1/me', { bearer: token })).status).toBe(401)
      expect(await outcome(await call(server, 'GET', '/account', { cookie: `token=${token}` }))).toBe('302 /sign-in?redirectTo=%2Faccount')
      expect(await outcome(await call(server, 'GET', '/es/sign-in', { cookie: `token=${token}` }))).toBe('302 /es/sign-in/two-factor')
      await withAppDatabase(server, async (db) => {
        const user = await db.selectFrom('users').select(['email', 'id']).where('email', '=', email).executeTakeFirst()
        expect(user).toBeDefined()
        expect(await db.selectFrom('audit_log').select('action').where('actor_user_id', '=', user!.id).execute()).toEqual([])
      })
    })

    it('it may pass its second factor, and then it opens what the account may open', async () => {
      const passed = await call(server, 'POST', '/v1/auth/two-factor', { bearer: token }, JSON.stringify({ code: await generate({ secret }) }))
      expect(passed.status).toBe(200)
      const me = await call(server, 'GET', '/v1/me', { bearer: token })
      expect(me.status).toBe(200)
      expect(((await me.json()) as { email: string }).email).toBe(email)
    })

    it('it may sign out, and the token opens nothing after', async () => {
      const signIn = await passwordSignIn(server, email)
      const another = ((await signIn.json()) as { token: string }).token
      expect((await call(server, 'POST', '/v1/auth/sign-out', { bearer: another })).status).toBe(204)
      const code = await generate({ secret, epoch: Date.now() / 1000 + 30 })
      expect((await call(server, 'POST', '/v1/auth/two-factor', { bearer: another }, JSON.stringify({ code }))).status).toBe(401)
    })

    it('sets up two-factor by a plain form post (no JavaScript) and shows the recovery codes in that answer', async () => {
      const newcomer = `newcomer-${Date.now()}@claravia.example`
      const passwordHash = await hashPassword(PASSWORD)
      await withAppDatabase(server, async (db) => {
        const at = new Date().toISOString()
        await db
          .insertInto('users')
          .values({ name: 'Mateo Ruiz', email: newcomer, password_hash: passwordHash, locale: 'es', role: 'admin', created_at: at, updated_at: at })
          .execute()
      })
      const signIn = await passwordSignIn(server, newcomer)
      const cookie = `token=${((await signIn.json()) as { token: string }).token}`
      const setUp = await call(server, 'GET', '/es/sign-in/two-factor/setup', { cookie })
      expect(setUp.status).toBe(200)
      const newSecret = /data-testid="totp-secret">([^<]+)</.exec(await setUp.text())![1]!.replace(/\s/g, '')
      const posted = await call(
        server,
        'POST',
        '/es/sign-in/two-factor/setup',
        { cookie },
        `csrf=${CSRF}&code=${await generate({ secret: newSecret })}`,
      )
      expect(posted.status).toBe(200)
      const page = await posted.text()
      expect(page).toContain('<h1')
      expect([...page.matchAll(/>([a-z0-9]{5}-[a-z0-9]{5})</g)]).toHaveLength(10)
      expect((await call(server, 'GET', '/es/admin', { cookie })).status).toBe(200)
    })
  })
}
