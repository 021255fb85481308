import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '~/routes'

export interface PageRoute {
  /** The path with its parameters filled (`/medical-services/lasik`, `/es/admin/patients/1`). */
  path: string
  /** Whether its module exports an action (it takes a POST). */
  action: boolean
  /** The query parameters its module reads. */
  query: string[]
}

/** Helpers that read a query parameter for a route (search boxes), and the parameter they read. */
const QUERY_HELPERS: [RegExp, string][] = [
  [/searchQuery\(/, 'q'],
  [/searchWords\(/, 'q'],
]

/**
 * Every non-API route of app/routes.ts (English and Spanish), its parameters
 * filled with plausible values, whether it takes a POST, and the query
 * parameters its module reads (by `searchParams.get`, or a search helper).
 */
export function pageRoutes(): PageRoute[] {
  const found = new Map<string, PageRoute>()
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix
      if (entry.children) walk(entry.children, full)
      if (!entry.path && !entry.index) continue
      if (full.startsWith('/v1')) continue
      const source = fs.readFileSync(path.join(import.meta.dirname, '../../app', entry.file), 'utf8')
      const filled =
        full
          .replace(/:slug\b/g, 'lasik')
          .replace(/:(id|\w+Id)\b/g, '1')
          .replace(':token', 'x'.repeat(43))
          .replace(':file', 'bogota.svg')
          .replace(/:kind\b/, 'blog_post')
          .replace('*', 'no-such-page') || '/'
      const query = [...source.matchAll(/searchParams\.get(?:All)?\('(\w+)'\)/g)].map((match) => match[1]!)
      for (const [helper, name] of QUERY_HELPERS) if (helper.test(source)) query.push(name)
      found.set(filled, { path: filled, action: /export (async )?function action\b|export const action\b/.test(source), query: [...new Set(query)] })
    }
  }
  walk(routes, '')
  return [...found.values()]
}
