import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { RequestHandler } from 'express'
import { METRICS_CONTENT_TYPE, scrape } from './cluster-metrics.server'

/*
 * Where /metrics is answered. METRICS_PORT: a listener of its own, on
 * METRICS_HOST (loopback unless told otherwise), that answers /metrics and
 * nothing else. METRICS_TOKEN: on the site's port, for a bearer of the token
 * only; anyone else falls through to the site's ordinary 404, so a stranger
 * cannot tell the endpoint exists. Neither is ever cached.
 */

async function answerScrape(res: http.ServerResponse) {
  try {
    const text = await scrape()
    res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' })
    res.end(text)
  } catch {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('metrics unavailable\n')
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether an Authorization header carries this bearer token (compared in constant time). */
export function hasBearerToken(header: string | undefined, token: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token))
}

/** GET /metrics on the site's port, for the token's bearer; everyone else gets what any unknown path gets. */
export function metricsOnSitePort(token: string): RequestHandler {
  return (req, res, next) => {
    if (!hasBearerToken(req.get('Authorization'), token)) return next()
    void answerScrape(res)
  }
}

/** The metrics listener; resolves once it listens (rejects when the port is taken: a start-up error, not a silent gap). */
export function listenForScrapes(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') return void answerScrape(res)
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
