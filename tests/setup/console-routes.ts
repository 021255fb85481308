import type { RouteConfigEntry } from '@react-router/dev/routes'

export interface ConsoleRoute {
  path: string
  file: string
}

/** Every /admin, /es/admin and /v1/admin route of the route list, with its module file. */
export function consoleRoutes(entries: RouteConfigEntry[], parent = ''): ConsoleRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join('/')
    const own = entry.path !== undefined && /^(es\/)?admin(\/|$)|^v1\/admin(\/|$)/.test(path) ? [{ path, file: entry.file }] : []
    return [...own, ...consoleRoutes(entry.children ?? [], path)]
  })
}

/** The status a route function answers (returned or thrown). */
export async function statusOf(run: () => unknown) {
  try {
    const result = await run()
    return result instanceof Response ? result.status : 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    return (thrown as { init?: { status?: number } }).init?.status ?? 500
  }
}
