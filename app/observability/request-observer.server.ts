import type { IncomingMessage, ServerResponse } from 'node:http'
import { createContext, type MiddlewareFunction } from 'react-router'
import { httpRequestDuration, httpRequests } from './metrics.server'
import { exportRequestSpan } from './otel.server'
import { formatTraceparent, runInTrace, traceFromHeader, type TraceContext } from './trace-context.server'

/*
 * The first thing every request meets (before Express, and on the page cache's
 * lane): its trace context, answered in `traceparent`, and, when metrics are
 * on, its count and duration by route pattern. The pattern is what React
 * Router matched (`/blog/:slug`), an Express route (`/healthz`), or a fixed
 * name for files; never the URL itself, which may carry an id or a token.
 */

export interface RequestRecord {
  trace: TraceContext
  /** The route pattern, set by whoever answers: React Router's middleware, the page cache. */
  route?: string
}

const records = new WeakMap<ServerResponse, RequestRecord>()

/** Handed to React Router's middleware through the load context, which writes the matched pattern into it. */
export const requestRecordContext = createContext<RequestRecord | null>(null)

/** Root middleware: the matched route's pattern (`/es/blog/:slug`), whatever the URL held in its place. */
export const routePatternMiddleware: MiddlewareFunction<Response> = ({ context, pattern }, next) => {
  const record = context.get(requestRecordContext)
  // React Router joins its routes' paths without the leading slash.
  if (record) record.route = pattern.startsWith('/') ? pattern : `/${pattern}`
  return next()
}

export function requestRecord(res: ServerResponse): RequestRecord | undefined {
  return records.get(res)
}

/** Prefixes served by file middleware, named as one route each. */
const FILE_ROUTES: [string, string][] = [
  ['/assets/', '/assets/*'],
  ['/_catalogue/', '/_catalogue/*'],
  ['/og/', '/og/*'],
]
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export interface ObserverOptions {
  /** Count requests (only when /metrics is served: no cost otherwise). */
  metrics: boolean
}

/** Wraps the handling of one request; a second call for the same response only continues. */
export function observeRequest(options: ObserverOptions, req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (records.has(res)) return next()
  const record: RequestRecord = { trace: traceFromHeader(req.headers.traceparent) }
  records.set(res, record)
  res.setHeader('traceparent', formatTraceparent(record.trace))
  const startedAt = performance.now()
  res.once('finish', () => {
    const seconds = (performance.now() - startedAt) / 1000
    const route = routeLabel(req, record)
    if (options.metrics) countRequest(req, res, route, seconds)
    exportRequestSpan(record, req, res, seconds, route)
  })
  runInTrace(record.trace, next)
}

function countRequest(req: IncomingMessage, res: ServerResponse, route: string, seconds: number) {
  const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER'
  httpRequests.inc({ route, method, status_class: `${Math.floor(res.statusCode / 100)}xx` })
  httpRequestDuration.observe({ route, method }, seconds)
}

/** The route a request is counted under (never its URL). */
export function routeLabel(req: IncomingMessage, record: Pick<RequestRecord, 'route'>) {
  if (record.route) return record.route
  // Express keeps the route that answered (health checks, the build version).
  const expressRoute = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path
  if (typeof expressRoute === 'string') return expressRoute
  const url = req.url ?? ''
  return FILE_ROUTES.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'other'
}
