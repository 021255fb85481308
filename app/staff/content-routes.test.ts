import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import routes from '~/routes'
import { CONTENT_ROLES } from '~/staff-console/console-roles'
import type { StaffRole } from './roles'
import { consoleRoutes, statusOf } from '../../tests/setup/console-routes'

/*
 * Content editing is for coordinators and admins (issue 13): every content
 * route's loader and action must ask the console door for exactly those
 * roles, so clinic staff get the ordinary 404. The door itself (that a role
 * outside the list gets 404) is tested in staff-door.test.ts; here the door
 * records what each route asked for, so a content route that forgets the
 * roles fails.
 */

const asked: (StaffRole[] | undefined)[] = []

vi.mock('./staff-door.server', () => ({
  requireStaff: vi.fn((_context: unknown, _url: URL, options: { roles?: StaffRole[] } = {}) => {
    asked.push(options.roles)
    throw new Response(null, { status: 404 })
  }),
}))

describe('every content route opens only for content editors', () => {
  const found = consoleRoutes(routes).filter((route) => /(^|\/)admin\/content(\/|$)/.test(route.path))

  it('the walk finds the content routes', () => {
    expect(found.length).toBeGreaterThanOrEqual(6)
  })

  for (const route of found) {
    it(`${route.path} asks the door for coordinators and admins only`, async () => {
      const module = (await import(/* @vite-ignore */ `../${route.file}`)) as Record<string, ((args: object) => unknown) | undefined>
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], match[1] === 'kind' ? 'service' : '1']))
      const url = new URL(`http://localhost/${route.path.replace(/:(\w+)/g, (_, name: string) => params[name]!)}`)
      for (const name of ['loader', 'action'] as const) {
        const handler = module[name]
        if (!handler) continue
        asked.length = 0
        const request = new Request(url, name === 'action' ? { method: 'POST', body: new FormData() } : {})
        expect(await statusOf(() => handler({ request, url, params, context: new RouterContextProvider() })), `${name} of ${route.path}`).toBe(404)
        expect(asked, `${name} of ${route.path}`).toEqual([CONTENT_ROLES])
      }
    })
  }
})
