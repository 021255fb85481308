import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { parse } from 'cookie'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'
import type { ServerBuild } from 'react-router'
import { SESSION_COOKIE } from '~/accounts/session-cookie.server'
import { normalisedPageUrl, type PageCacheHandle } from '~/http/page-cache-policy'
import { localeRedirect } from '~/i18n/locale.server'
import { pageCacheLookups } from '~/observability/metrics.server'
import { requestRecord } from '~/observability/request-observer.server'
import { FLASH_TOAST_COOKIE } from '~/toast/flash-toast.server'
import { pageMatches } from './allowed-methods'
import { isPagePath } from './locale-preference'
import { logAnswered, requestId } from './request-logging'
import { cspWithHashes } from './security-headers'

/*
 * The anonymous page cache (docs/decisions/020-page-cache.md). A GET of a page
 * by a visitor with no session and no flash message is rendered the same for
 * everyone (app/http/request-context `sharedRender`: no nonce, CSRF token nor
 * form stamp in it); the routes that opt in answer it publicly cacheable, and
 * it is kept here compressed (br and gzip), keyed by its path and the query
 * parameters its route declares it reads (docs/decisions/029: any other
 * parameter, `utm_*` and the like, neither renders anew nor adds a copy, and
 * the page is rendered as if it were absent), for the build and content
 * version it was rendered with: a change of published content (this process
 * at once, others within a second) or five minutes make it render again.
 * Requests arriving while a page renders wait for that render.
 * Its Content-Security-Policy allows its inline scripts by their hashes.
 * Once a stored page has been sent through Express, with every header its
 * middleware adds, later hits take the lane: answered from Node's request
 * event with those headers, before Express (`answerAhead`).
 */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

/** A page path as our routes and slugs spell them. */
const WELL_FORMED_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

/** Cookies that make a page this visitor's own: their session, a message for them. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_TOAST_COOKIE]

interface CachedPage {
  /** Build and content version it was rendered with. */
  version: string
  storedAt: number
  /** Strong validator: a hash of the uncompressed document, suffixed per encoding. */
  hash: string
  headers: [string, string][]
  contentSecurityPolicy: string
  br: Buffer
  gzip: Buffer
  /** Every header of its last answer through Express but those of one answer: what the lane sends. */
  laneHeaders?: OutgoingHttpHeaders
  /** The route pattern it was rendered for: its hits are counted under it. */
  route?: string
}

/** Headers that belong to one answer, not to the page: the lane sets its own. */
const ANSWER_HEADERS = [
  'x-request-id',
  'traceparent',
  'etag',
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]

interface Fill {
  key: string
  version: string
  done: (page?: CachedPage) => void
}

export interface PageCacheOptions {
  /** The build's version: a new deploy never serves an older build's pages. */
  buildVersion: string
  /** The published content's version stamp, as this process knows it. */
  contentVersion: () => Promise<string>
  /** The stamp when this process may use it without asking (else the lane lets Express ask). */
  trustedContentVersion: () => string | undefined
  /**
   * The query parameters the page at a path reads (its route's declaration, `declaredPageQuery`), or
   * undefined when no cacheable page is there. Without it, every query string is a page of its own.
   */
  pageQuery?: (pathname: string) => readonly string[] | undefined
  maxBytes?: number
  maxAgeMs?: number
}

/** What a cache holds and has done, for tests and the bench. */
export interface PageCacheStats {
  entries: number
  bytes: number
  /** Shared renders this cache saw (each request it could not answer from a stored page). */
  renders: number
}

export type PageCache = ReturnType<typeof createPageCache>

/** Whether this request gets the page every anonymous visitor gets. */
export function isSharedRequest(req: ExpressRequest) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.path)) return false
  return !hasPersonalCookie(req.get('Cookie'))
}

/** The query parameters the cacheable page a path leads to reads (its handle's `query`); undefined when that page is not cacheable. */
export function declaredPageQuery(build: ServerBuild, pathname: string): readonly string[] | undefined {
  const leaf = pageMatches(build, pathname).at(-1)
  const handle = leaf?.route.id ? (build.routes[leaf.route.id]?.module.handle as PageCacheHandle | undefined) : undefined
  return handle?.pageCache === true ? (handle.query?.names ?? []) : undefined
}

/**
 * The one spelling of a page path the cache keeps: lower case (routes match any case, slugs are lower
 * case), single slashes, no trailing one, no percent-encoding of what needs none. A script's data
 * request (`….data`) and an undecodable path are left as they are.
 */
export function canonicalPagePath(pathname: string) {
  if (pathname.endsWith('.data')) return pathname
  try {
    const segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()))
    return `/${segments.join('/')}`
  } catch {
    return pathname
  }
}

function hasPersonalCookie(header: string | undefined) {
  if (!header) return false
  const cookies = parse(header)
  return PERSONAL_COOKIES.some((name) => cookies[name])
}

export function createPageCache({
  buildVersion,
  contentVersion,
  trustedContentVersion,
  pageQuery,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 300_000,
}: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.br.length + page.gzip.length + 1024 })
  const filling = new Map<string, Promise<CachedPage | undefined>>()
  /** Per path: the parameters its page reads, or false (no cacheable page: its URL is kept whole). Matching routes costs more than a hit. */
  const queries = new LRUCache<string, readonly string[] | false>({ max: 2000 })
  let renders = 0

  /**
   * The key of a page's URL (path and query as sent): for a cacheable page, its path with only the
   * parameters it reads, as `normalisedPageUrl` writes them; any other URL as it is.
   */
  function keyOf(url: string) {
    const mark = url.indexOf('?')
    if (mark === -1 || !pageQuery) return url
    const pathname = url.slice(0, mark)
    if (!isPagePath(pathname)) return url
    const names = queryOf(pathname)
    return names === false ? url : normalisedPageUrl(pathname, url.slice(mark), names)
  }

  /** The parameters the cacheable page at a path reads, or false (none there); found once per path. */
  function queryOf(pathname: string) {
    let names = queries.get(pathname)
    if (names === undefined) {
      names = pageQuery?.(pathname) ?? false
      queries.set(pathname, names)
    }
    return names
  }

  /** Express middleware, before the React Router handler: answers from the cache, or marks the request to render shared. */
  const serve: RequestHandler = async (req, res, next) => {
    if (!isSharedRequest(req)) return next()
    // One spelling per cacheable page: `/FAQS`, `/faqs/`, `//faqs`, `/%66aqs` would each render and keep a copy.
    // Only toward a path a page could have (words of lower-case letters, digits and hyphens): a malformed one is a 404, kept nowhere.
    const canonical = canonicalPagePath(req.path)
    if (canonical !== req.path && WELL_FORMED_PATH.test(canonical) && queryOf(canonical) !== false) {
      const mark = req.originalUrl.indexOf('?')
      res.setHeader('Cache-Control', 'public, max-age=86400')
      return res.redirect(301, `${canonical}${mark === -1 ? '' : req.originalUrl.slice(mark)}`)
    }
    res.locals.sharedRender = true
    try {
      const key = keyOf(req.originalUrl)
      // Rendered as if the parameters the page does not read were absent (react-router-handler): the stored bytes are right for every URL of this key.
      if (key !== req.originalUrl) res.locals.sharedRenderUrl = key
      const version = `${buildVersion}:${await contentVersion()}`
      const fresh = (page: CachedPage | undefined) => page && page.version === version && Date.now() - page.storedAt < maxAgeMs
      const stored = pages.get(key)
      if (fresh(stored)) return await sendHit(req, res, stored!)
      const pending = filling.get(key)
      if (pending) {
        const page = await pending
        return fresh(page) ? await sendHit(req, res, page!) : next()
      }
      if (req.method === 'GET') res.locals.pageCacheFill = startFill(key, version, res)
      next()
    } catch (error) {
      next(error)
    }
  }

  function startFill(key: string, version: string, res: ExpressResponse): Fill {
    let settle: (page?: CachedPage) => void = () => undefined
    const promise = new Promise<CachedPage | undefined>((resolve) => (settle = resolve))
    filling.set(key, promise)
    const done = (page?: CachedPage) => {
      if (filling.get(key) === promise) filling.delete(key)
      settle(page)
    }
    // Whatever happens to this render (an error, a redirect, a client gone), the waiting requests go on.
    res.once('close', () => done())
    return { key, version, done }
  }

  /**
   * The render of a shared request: its CSP gets the hashes of its inline scripts and, when the
   * route made it publicly cacheable, it is stored and sent from the cache. Returns the Response
   * still to be sent otherwise (a redirect, a 404, a file).
   */
  async function answer(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<Response | undefined> {
    const fill = res.locals.pageCacheFill as Fill | undefined
    renders++
    if (!response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      fill?.done()
      return response
    }
    const html = Buffer.from(await response.arrayBuffer())
    const contentSecurityPolicy = cspWithHashes(String(res.getHeader('Content-Security-Policy') ?? ''), html.toString('utf8'))
    res.setHeader('Content-Security-Policy', contentSecurityPolicy)
    if (!fill || !isStorable(response)) {
      fill?.done()
      return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
    }
    const page: CachedPage = {
      version: fill.version,
      storedAt: Date.now(),
      hash: createHash('sha256').update(html).digest('base64url').slice(0, 27),
      headers: [...response.headers.entries()],
      contentSecurityPolicy,
      br: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip: await gzip(html, { level: 9 }),
      route: requestRecord(res)?.route,
    }
    pages.set(fill.key, page)
    // A miss: a cacheable page had to be rendered (pages that are never kept are neither).
    pageCacheLookups.inc({ result: 'miss' })
    fill.done(page)
    await sendPage(req, res, page)
    return undefined
  }

  /**
   * The lane: a hit answered from Node's request event, before Express and its middleware, with the
   * headers the page's last answer through Express had. Returns false, having sent nothing, for
   * whatever it cannot answer exactly so (not stored yet, stale, a personal cookie, a language
   * redirect, a client that takes no compression): Express then answers as ever.
   */
  function answerAhead(req: IncomingMessage, res: ServerResponse): boolean {
    const startedAt = performance.now()
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const page = pages.get(keyOf(req.url ?? '/'))
    const trusted = trustedContentVersion()
    if (!page?.laneHeaders || trusted === undefined || page.version !== `${buildVersion}:${trusted}`) return false
    if (Date.now() - page.storedAt >= maxAgeMs || hasPersonalCookie(req.headers.cookie)) return false
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (!encoding || redirectsForLanguage(req)) return false
    const id = requestId(req)
    countHit(res, page)
    const headers: OutgoingHttpHeaders = { ...page.laneHeaders, 'x-request-id': id, etag: etagOf(page, encoding) }
    if (notModified(req.headers, headers.etag as string)) {
      res.writeHead(304, headers).end()
    } else {
      const body = page[encoding]
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length })
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    logAnswered(req, res, id, startedAt)
    return true
  }

  const stats = (): PageCacheStats => ({ entries: pages.size, bytes: pages.calculatedSize, renders })

  return { serve, answer, answerAhead, stats }
}

function redirectsForLanguage(req: IncomingMessage) {
  const { cookie, 'accept-language': acceptLanguage, 'user-agent': userAgent } = req.headers
  return localeRedirect({ url: new URL(req.url ?? '/', 'http://localhost'), cookie, acceptLanguage, userAgent }) !== undefined
}

/** The coding a stored page is sent in: brotli when the client takes it, else gzip, else none. */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip'])
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined
}

const etagOf = (page: CachedPage, encoding: 'br' | 'gzip' | undefined) => `"${page.hash}${encoding ? `-${encoding}` : ''}"`

/** Whether the client's copy is this representation (If-None-Match), unless it asks not to be answered from one. */
function notModified(headers: IncomingHttpHeaders, etag: string) {
  const ifNoneMatch = headers['if-none-match']
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return false
  return ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))
}

function isStorable(response: Response) {
  return response.status === 200 && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '') && !response.headers.has('Set-Cookie')
}

/** A request answered from a stored page, counted under the route it was rendered for. */
function countHit(res: ServerResponse, page: CachedPage) {
  pageCacheLookups.inc({ result: 'hit' })
  const record = requestRecord(res)
  if (record && page.route) record.route = page.route
}

function sendHit(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  countHit(res, page)
  return sendPage(req, res, page)
}

/** The stored page as this client takes it: 304 when it has it, else br, gzip or (rarely) plain. */
async function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
  res.vary('Accept-Encoding')
  const encoding = preferredEncoding(req.get('Accept-Encoding'))
  res.setHeader('ETag', etagOf(page, encoding))
  if (notModified(req.headers, etagOf(page, encoding))) {
    res.status(304).end()
    return
  }
  res.status(200)
  // Once sent with all its headers, the page can take the lane (answerAhead).
  res.once('finish', () => (page.laneHeaders ??= laneHeaders(res)))
  // A client that takes neither (rare: no browser) gets it decompressed, off the event loop.
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : await gunzip(page.gzip)
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function laneHeaders(res: ExpressResponse): OutgoingHttpHeaders | undefined {
  if (res.statusCode !== 200 || res.hasHeader('Set-Cookie')) return undefined
  const headers = res.getHeaders()
  for (const name of ANSWER_HEADERS) delete headers[name]
  return headers
}
