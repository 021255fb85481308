import type { EntryContext } from 'react-router'

/*
 * Which rendered pages a shared cache may keep (ours in server/page-cache.ts, a CDN's, a
 * reverse proxy's): an anonymous render (nothing per-visitor in it) of a route that opts in
 * with `export const handle = { pageCache: true }`, answered 200. Everything else stays
 * `private, no-cache`. Revalidated at every request by browsers; kept 5 minutes by shared
 * caches, which may serve it stale for a day while they fetch a fresh one.
 *
 * Such a page declares the query parameters it reads (`query: pageQuery(…)` in its handle), and
 * its loader reads them only through that declaration: our cache keeps one copy per value of
 * those alone, rendered as if no other parameter were there (docs/decisions/029).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

/** The query parameters a page reads, in a fixed order: what its cached copies are keyed and rendered by. */
export interface PageQuery<Name extends string = string> {
  readonly names: readonly Name[]
  /** Each declared parameter's first value (as URLSearchParams.get reads it), null when absent. */
  read(url: URL): { [Key in Name]: string | null }
}

/** Declares the query parameters a cacheable page reads; its loader reads them with `.read(url)`. */
export function pageQuery<const Name extends string>(...names: Name[]): PageQuery<Name> {
  return {
    names,
    read: (url) => Object.fromEntries(names.map((name) => [name, url.searchParams.get(name)])) as { [Key in Name]: string | null },
  }
}

export interface PageCacheHandle {
  pageCache?: boolean
  /** The query parameters the page reads (none when left out); every other one is dropped from a shared render. */
  query?: PageQuery
}

/**
 * The URL under which a shared cache keeps, and our server renders, an anonymous request for a
 * page that reads `names`: those parameters only, in their declared order, each with its first
 * value (as the page reads it), re-encoded one way. `?utm_source=…` and any other parameter the
 * page does not read are dropped, so they neither render anew nor add a copy.
 */
export function normalisedPageUrl(pathname: string, search: string, names: readonly string[]): string {
  if (search === '' || search === '?' || names.length === 0) return pathname
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of names) {
    const value = given.get(name)
    if (value !== null) kept.append(name, value)
  }
  const query = kept.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function isSharedCacheable(context: EntryContext, status: number, sharedRender = false) {
  if (!sharedRender || status !== 200) return false
  const leaf = context.staticHandlerContext.matches.at(-1)
  const handle = leaf ? (context.routeModules[leaf.route.id]?.handle as PageCacheHandle | undefined) : undefined
  return handle?.pageCache === true
}
