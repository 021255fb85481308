import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { AppointmentFiltersSchema } from '~/staff-console/appointment-filters'
import { AuditQuerySchema } from '~/staff-console/audit-query'
import { InboxQuerySchema } from '~/contact/inbox-schemas'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import routes from '~/routes'

export interface PageRoute {
  /** The path with its parameters filled (`/medical-services/lasik`, `/es/admin/patients/1`). */
  path: string
  /** Whether its module exports an action (it takes a POST). */
  action: boolean
  /** The query parameters its module reads. */
  query: string[]
}

/** Helpers and schemas through which a route reads query parameters, and the parameters they read. */
const QUERY_HELPERS: [RegExp, string[]][] = [
  [/searchQuery\(/, ['q']],
  [/searchWords\(/, ['q']],
  [/filtersOf\(/, Object.keys(AppointmentFiltersSchema.shape)],
  [/AuditQuerySchema/, Object.keys(AuditQuerySchema.shape)],
  [/InboxQuerySchema/, Object.keys(InboxQuerySchema.shape)],
  [/parseCompareQuery\(/, ['treatment', 'clinics', 'currency']],
]

/** The parameters a cacheable page declares (`pageQuery('q', PREVIEW_PARAM)`, app/http/page-cache-policy.ts). */
function declaredQuery(source: string) {
  const declared = /pageQuery\(([^)]*)\)/.exec(source)?.[1] ?? ''
  return [...declared.matchAll(/'(\w+)'|(PREVIEW_PARAM)/g)].map((match) => match[1] ?? PREVIEW_PARAM)
}

/**
 * Every non-API route of app/routes.ts (English and Spanish), its parameters
 * filled with plausible values, whether it takes a POST, and the query
 * parameters its module reads (by `searchParams.get`, a declared page query,
 * a search helper or a filter schema).
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
      for (const [helper, names] of QUERY_HELPERS) if (helper.test(source)) query.push(...names)
      query.push(...declaredQuery(source))
      found.set(filled, { path: filled, action: /export (async )?function action\b|export const action\b/.test(source), query: [...new Set(query)] })
    }
  }
  walk(routes, '')
  return [...found.values()]
}
