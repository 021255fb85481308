import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProxyServer } from 'httpxy'

/*
 * The stack's load balancer: what a platform's balancer does in front of the
 * instances, small enough to read. Round robin over the instances whose
 * readiness check (/readyz) last answered 200, checked every second, so an
 * instance that is starting, draining or behind on migrations gets no
 * traffic; an instance that refuses a connection is taken out at once and a
 * GET or HEAD goes to the next (nothing of its body was sent). Adds the
 * X-Forwarded-* headers the site trusts from a loopback proxy.
 */

export interface Balancer {
  url: string
  /** The instances now taking traffic. */
  ready(): string[]
  close(): Promise<void>
}

const CHECK_EVERY_MS = 1000
const RETRIED = new Set(['GET', 'HEAD'])

export async function startBalancer(options: { port: number; host?: string; upstreams: string[]; log?: (line: string) => void }): Promise<Balancer> {
  const log = options.log ?? (() => undefined)
  const ready = new Set<string>()
  let next = 0
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 60_000 })

  async function check(upstream: string) {
    const answer = await fetch(new URL('/readyz', upstream), { signal: AbortSignal.timeout(2000) }).catch(() => undefined)
    const isReady = answer?.status === 200
    await answer?.body?.cancel()
    if (isReady !== ready.has(upstream)) log(`${upstream} ${isReady ? 'is ready: taking traffic' : 'is not ready: no traffic'}`)
    if (isReady) ready.add(upstream)
    else ready.delete(upstream)
  }
  const checkAll = () => Promise.all(options.upstreams.map(check))
  await checkAll()
  const timer = setInterval(() => void checkAll(), CHECK_EVERY_MS)

  /** The next ready instance after the last one chosen, skipping those already tried for this request. */
  function choose(tried: Set<string>) {
    const candidates = options.upstreams.filter((upstream) => ready.has(upstream) && !tried.has(upstream))
    if (candidates.length === 0) return undefined
    return candidates[next++ % candidates.length]
  }

  async function forward(request: http.IncomingMessage, response: http.ServerResponse, tried = new Set<string>()): Promise<void> {
    const target = choose(tried)
    if (!target) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
      response.end('No instance is ready.\n')
      return
    }
    try {
      await proxy.web(request, response, { target })
    } catch (error) {
      const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
      if (refused && ready.delete(target)) log(`${target} is not ready: no traffic`)
      if (refused && RETRIED.has(request.method ?? '') && !response.headersSent) return forward(request, response, tried.add(target))
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end()
    }
  }

  const server = http.createServer((request, response) => void forward(request, response))
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    ready: () => options.upstreams.filter((upstream) => ready.has(upstream)),
    async close() {
      clearInterval(timer)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      await closed
    },
  }
}
