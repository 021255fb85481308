import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import routes from '~/routes'
import type { Permission } from '~/access/permissions'
import { consoleRoutes, statusOf } from '../../tests/setup/console-routes'

/*
 * Content editing is for coordinators and admins (issue 13): every content
 * route's loader and action must ask the door for the 'content.edit'
 * permission, so clinic staff get the ordinary 404. The door itself is tested
 * in access/door.test.ts and the permission walk; here the door records what
 * each route asked for, so a content route that asks for another permission
 * fails.
 */

const asked: Permission[] = []

vi.mock('~/access/door.server', () => ({
  requirePermission: vi.fn((_context: unknown, _url: URL, permission: Permission) => {
    asked.push(permission)
    throw new Response(null, { status: 404 })
  }),
}))

describe('every content route opens only for content editors', () => {
  const found = consoleRoutes(routes).filter((route) => /(^|\/)admin\/content(\/|$)/.test(route.path))

  it('the walk finds the content routes', () => {
    expect(found.length).toBeGreaterThanOrEqual(6)
  })

  for (const route of found) {
    it(`${route.path} asks the door for content editing`, async () => {
      const module = (await import(/* @vite-ignore */ `../${route.file}`)) as Record<string, ((args: object) => unknown) | undefined>
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], match[1] === 'kind' ? 'service' : '1']))
      const url = new URL(`http://localhost/${route.path.replace(/:(\w+)/g, (_, name: string) => params[name]!)}`)
      for (const name of ['loader', 'action'] as const) {
        const handler = module[name]
        if (!handler) continue
        asked.length = 0
        const request = new Request(url, name === 'action' ? { method: 'POST', body: new FormData() } : {})
        expect(await statusOf(() => handler({ request, url, params, context: new RouterContextProvider() })), `${name} of ${route.path}`).toBe(404)
        expect(asked, `${name} of ${route.path}`).toEqual(['content.edit'])
      }
    })
  }
})
