import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import routes from '~/routes'
import { consoleRoutes, statusOf } from '../../tests/setup/console-routes'

/*
 * Walks the route list: every /admin, /es/admin and /v1/admin route's loader
 * and action must answer 404 to a visitor, a patient and a staff member who
 * has not passed two-factor, so a new console route without requirePermission
 * fails here. The invitation page is the one console address meant for
 * people not signed in: its token is the check.
 */
const OPEN_BY_TOKEN = new Set(['admin/invitation/:token', 'es/admin/invitation/:token'])

const someone = (role: RequestSession['role'], twoFactorDone: boolean): RequestSession => ({
  sessionId: 1,
  user: { id: 1, name: 'Someone', email: 'someone@example.com', locale: 'en' },
  role,
  twoFactorDone,
  expiresAt: new Date(Date.now() + 3_600_000),
  renewed: false,
  renewalDue: false,
  token: 'x'.repeat(43),
  via: 'cookie',
})

const outsiders: [string, RequestSession | null][] = [
  ['a visitor', null],
  ['a patient', someone('patient', true)],
  ['an admin before two-factor', someone('admin', false)],
]

describe('every console route answers 404 to those who may not see the console', () => {
  const found = consoleRoutes(routes)

  it('the walk finds the console routes', () => {
    expect(found.map((route) => route.path)).toEqual(expect.arrayContaining([...OPEN_BY_TOKEN]))
  })

  for (const route of found.filter((candidate) => !OPEN_BY_TOKEN.has(candidate.path))) {
    it.each(outsiders)(`${route.path}: %s gets 404`, async (_who, session) => {
      const module = (await import(/* @vite-ignore */ `../${route.file}`)) as Record<string, ((args: object) => unknown) | undefined>
      const concrete = route.path.replace(/:(\w+)/g, '1')
      const url = new URL(`http://localhost/${concrete}`)
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '1']))
      for (const name of ['loader', 'action'] as const) {
        const handler = module[name]
        if (!handler) continue
        const context = new RouterContextProvider()
        context.set(sessionContext, session)
        const request = new Request(url, name === 'action' ? { method: 'POST', body: new FormData() } : {})
        expect(await statusOf(() => handler({ request, url, params, context })), `${name} of ${route.path}`).toBe(404)
      }
    })
  }
})
