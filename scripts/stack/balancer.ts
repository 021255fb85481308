import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createProxyServer } from 'httpxy'

/*
 * The stack's load balancer: what a platform's balancer does in front of the
 * instances, small enough to read. Round robin over the instances whose
 * readiness check (/readyz, every second) answers 200: one that is starting,
 * draining or behind on migrations gets no traffic once two checks in a row
 * fail (one slow answer on a busy machine is not an outage), and is back at
 * its first success. An instance that refuses a connection is out at once and
 * a GET or HEAD goes to the next (nothing of its body was sent). When no
 * instance passes, every one is tried anyway ("fail open", as cloud balancers
 * do): a stale check must not take the whole site down. Adds the
 * X-Forwarded-* headers the site trusts from a loopback proxy.
 */

export interface Balancer {
  url: string
  /** The instances now taking traffic. */
  ready(): string[]
  close(): Promise<void>
}

const CHECK_EVERY_MS = 1000
/** Failed checks in a row that take an instance out. */
const UNHEALTHY_AFTER = 2
const RETRIED = new Set(['GET', 'HEAD'])

export async function startBalancer(options: { port: number; host?: string; upstreams: string[]; log?: (line: string) => void }): Promise<Balancer> {
  const log = options.log ?? (() => undefined)
  const ready = new Set<string>()
  const failures = new Map<string, number>()
  let next = 0
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 60_000 })

  function markReady(upstream: string, isReady: boolean) {
    if (isReady !== ready.has(upstream)) log(`${upstream} ${isReady ? 'is ready: taking traffic' : 'is not ready: no traffic'}`)
    if (isReady) ready.add(upstream)
    else ready.delete(upstream)
  }

  async function check(upstream: string) {
    const answer = await fetch(new URL('/readyz', upstream), { signal: AbortSignal.timeout(2000) }).catch(() => undefined)
    await answer?.body?.cancel()
    const failed = answer?.status === 200 ? 0 : (failures.get(upstream) ?? 0) + 1
    failures.set(upstream, failed)
    if (failed === 0) markReady(upstream, true)
    else if (failed >= UNHEALTHY_AFTER) markReady(upstream, false)
  }
  let checking = false
  const checkAll = async () => {
    // A round still waiting (a slow instance) is not overtaken by the next.
    if (checking) return
    checking = true
    await Promise.all(options.upstreams.map(check)).finally(() => (checking = false))
  }
  await checkAll()
  const timer = setInterval(() => void checkAll(), CHECK_EVERY_MS)

  /** The next ready instance after the last one chosen (any instance when none is), skipping those already tried. */
  function choose(tried: Set<string>) {
    const untried = options.upstreams.filter((upstream) => !tried.has(upstream))
    const candidates = untried.some((upstream) => ready.has(upstream)) ? untried.filter((upstream) => ready.has(upstream)) : untried
    if (candidates.length === 0) return undefined
    return candidates[next++ % candidates.length]
  }

  async function forward(request: http.IncomingMessage, response: http.ServerResponse, tried = new Set<string>()): Promise<void> {
    const target = choose(tried)
    if (!target) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' })
      response.end('No instance answers.\n')
      return
    }
    try {
      await proxy.web(request, response, { target })
    } catch (error) {
      const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
      if (refused) markReady(target, false)
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
