import type { EntryContext } from 'react-router'

/*
 * Which rendered pages a shared cache may keep (ours in server/page-cache.ts, a CDN's, a
 * reverse proxy's): an anonymous render (nothing per-visitor in it) of a route that opts in
 * with `export const handle = { pageCache: true }`, answered 200. Everything else stays
 * `private, no-cache`. Revalidated at every request by browsers; kept 5 minutes by shared
 * caches, which may serve it stale for a day while they fetch a fresh one.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

export interface PageCacheHandle {
  pageCache?: boolean
}

export function isSharedCacheable(context: EntryContext, status: number, sharedRender = false) {
  if (!sharedRender || status !== 200) return false
  const leaf = context.staticHandlerContext.matches.at(-1)
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined
  return handle?.pageCache === true
}
