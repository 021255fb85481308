import { writeReadableStreamToWritable } from '@react-router/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { apiMethods, pageMethods, takesOnlyPost } from './allowed-methods'
import { Readable, Transform } from 'node:stream'
import { bodyLimit, readBody, streamsBody } from './bounded-body'
import { inBursts } from './bursts'
import { isApiPath } from '~/http/paths'
import type { PageCache } from './page-cache'
import { discardRest, refuse } from './refusal'

/*
 * Hands Express requests to React Router (instead of @react-router/express,
 * which streams the raw request into React Router unbounded). In order:
 * methods and body types a resource does not take are refused (405 with
 * Allow, 415); the body is read within its limit (413 past it, the rest
 * dropped unread into memory, see refusal.ts); React Router gets a Request
 * carrying the buffered bytes; its answer is written back, never publicly
 * cacheable when it sets a cookie, never redirecting off the site.
 * See docs/decisions/012-bounded-request-bodies.md.
 */

type Options = {
  /** Production passes the build loaded once; development reloads it on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
  /** Anonymous pages: rendered once, then answered from here (server/page-cache.ts). */
  pageCache?: PageCache
}

/** The methods React Router hands to routes; it fails any other (TRACE, PROPFIND…) with a bare 500-like answer. */
const ROUTABLE = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** What a page form may send: React Router's own forms and fetchers send these two as well. */
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

export function reactRouterHandler({ build, mode, getLoadContext, pageCache }: Options): RequestHandler {
  const handle = createRequestHandler(build, mode)
  const loadBuild = typeof build === 'function' ? build : async () => build
  return async (req, res, next) => {
    try {
      const loaded = await loadBuild()
      // A shared render of a cacheable page sees only the query parameters it reads (server/page-cache.ts).
      const url = requestUrl(req, res.locals.sharedRenderUrl as string | undefined)
      const context = () => getLoadContext(req, res)
      // Each /v1 endpoint answers the routable methods it does not serve with its own 405.
      if (isApiPath(url.pathname) && !ROUTABLE.has(req.method)) {
        return refuse(req, res, 405, { allow: apiMethods(url.pathname) })
      }
      // Every page takes GET and HEAD but the few action-only resources: only other methods need the
      // route found, which costs as much as rendering a small page.
      const readOnly = req.method === 'GET' || req.method === 'HEAD'
      if (!isApiPath(url.pathname) && (!readOnly || takesOnlyPost(loaded, url.pathname))) {
        const allow = pageMethods(loaded, url.pathname, url.search)
        if (!allow.includes(req.method)) return refuse(req, res, 405, { allow })
        if (req.method === 'POST' && !FORM_TYPE.test(req.headers['content-type'] ?? '')) {
          return refuse(req, res, 415)
        }
      }
      const limit = bodyLimit(url.pathname)
      let body: Buffer | ReadableStream<Uint8Array> | undefined
      if (streamsBody(url.pathname, req)) {
        if (Number(req.headers['content-length'] ?? 0) > limit) return refuse(req, res, 413)
        body = countedBody(req, limit)
      } else {
        const read = await readBody(req, limit)
        if (!read.ok) return refuse(req, res, read.status)
        body = read.bytes
      }
      const response = await handle(toFetchRequest(req, res, url, body), context())
      const unsent = pageCache && res.locals.sharedRender === true ? await pageCache.answer(req, res, response) : response
      if (unsent) await send(res, unsent, url)
    } catch (error) {
      next(error)
    }
  }
}

function requestUrl(req: ExpressRequest, path = req.originalUrl) {
  // As @react-router/express builds it: the host (and port) the client used, and the path as sent.
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger)
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${path}`)
}

/**
 * The request's body as a stream that fails past `limit` bytes. On failure the rest is dropped
 * unread (refusal.ts), never the connection at once, so the client still gets the answer.
 */
function countedBody(req: ExpressRequest, limit: number): ReadableStream<Uint8Array> {
  let received = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength
      callback(received > limit ? Object.assign(new Error('Request body over its limit'), { status: 413 }) : null, chunk)
    },
  })
  counted.on('error', () => {
    req.unpipe(counted)
    discardRest(req)
  })
  req.pipe(counted)
  return Readable.toWeb(counted) as ReadableStream<Uint8Array>
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL, body: Buffer | ReadableStream<Uint8Array> | undefined) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  // A client that goes away mid-answer cancels the loaders still running for it.
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const withBody = body !== undefined && req.method !== 'GET' && req.method !== 'HEAD'
  if (!withBody) return new Request(url, { method: req.method, headers, signal: controller.signal })
  if (Buffer.isBuffer(body)) return new Request(url, { method: req.method, headers, signal: controller.signal, body: new Uint8Array(body) })
  return new Request(url, { method: req.method, headers, signal: controller.signal, body, duplex: 'half' } as RequestInit)
}

async function send(res: ExpressResponse, response: Response, url: URL) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  keepCookiesPrivate(res)
  keepRedirectsOnSite(res, url)
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body.pipeThrough(inBursts()), res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}

/** An answer that sets a cookie (a session, a CSRF token) must never sit in a shared cache. */
export function keepCookiesPrivate(res: ExpressResponse) {
  const cacheControl = String(res.getHeader('Cache-Control') ?? '')
  if (res.getHeader('Set-Cookie') !== undefined && /\b(public|s-maxage)\b/i.test(cacheControl)) {
    res.setHeader('Cache-Control', 'private, no-store')
  }
}

/**
 * Last line behind safeRedirectPath: a relative Location that a browser would
 * resolve to another site (`//host`, `/\host`) is never sent. Absolute ones
 * are written on purpose and left alone.
 */
export function keepRedirectsOnSite(res: ExpressResponse, url: URL) {
  const location = res.getHeader('Location')
  if (typeof location !== 'string' || /^[a-z][a-z\d+.-]*:/i.test(location)) return
  if (new URL(location, url).origin !== url.origin) res.setHeader('Location', '/')
}
