import http from 'node:http'
import net from 'node:net'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueEmail } from '~/messaging/outbox.server'
import { startAppServer, withAppDatabase, type AppServer } from '../tests/setup/app-server'
import { testedDialects } from '../tests/setup/test-database'
import { metricValue } from '../tests/setup/metrics-text'

/*
 * Issue 28, numbers to watch: /metrics through the whole application, on each
 * database. Refused to a stranger exactly as any unknown path; counted by
 * route pattern, never by URL; the outbox read when scraped; refusals
 * counted; W3C trace context continued, answered and logged.
 */

const TOKEN = 'metrics-token-for-tests-0123456789'
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736'
const PARENT_SPAN = '00f067aa0ba902b7'
/** Starting the whole app takes seconds, and minutes on a machine busy with other suites. */
const START_TIMEOUT_MS = 180_000

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The app with its metrics on a port free a moment ago: another process may take it while the app starts
 * (seconds on a busy machine), so a start refused with EADDRINUSE is tried again on another port.
 */
async function startWithMetrics(dialect: (typeof testedDialects)[number]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppServer(dialect, { METRICS_TOKEN: TOKEN, METRICS_PORT: String(await freePort()) })
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}

for (const dialect of testedDialects) {
  describe(`metrics and trace context [${dialect}]`, () => {
    let server: AppServer

    const scrape = async () => {
      const response = await fetch(`${server.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(response.status).toBe(200)
      return response.text()
    }

    beforeAll(async () => {
      server = await startWithMetrics(dialect)
    }, START_TIMEOUT_MS)
    afterAll(() => server?.close())

    it('refuses a scrape without the token as it answers any unknown path, and says nothing of metrics', async () => {
      const unknown = await fetch(`${server.origin}/no-such-page-here`)
      for (const headers of [{}, { Authorization: 'Bearer wrong-token-wrong-token-wrong' }, { Authorization: TOKEN }] as Record<string, string>[]) {
        const refused = await fetch(`${server.origin}/metrics`, { headers })
        const body = await refused.text()
        expect(refused.status).toBe(404)
        expect(refused.status).toBe(unknown.status)
        expect(refused.headers.get('Content-Type')).toBe(unknown.headers.get('Content-Type'))
        expect(body).not.toMatch(/http_requests_total|claravia_|# HELP/)
      }
      await unknown.text()
    })

    it('counts requests by route pattern, never by the URL or an id in it', async () => {
      for (const path of [
        '/blog/an-unlikely-slug-4821',
        '/medical-services/lasik',
        '/medical-services/lasik',
        '/es/destinations/bogota',
        '/v1/services/lasik',
      ]) {
        await (await fetch(`${server.origin}${path}`)).arrayBuffer()
      }
      const text = await scrape()
      expect(metricValue(text, 'http_requests_total', { route: '/blog/:slug', method: 'GET', status_class: '4xx' })).toBe(1)
      expect(metricValue(text, 'http_requests_total', { route: '/medical-services/:slug', method: 'GET', status_class: '2xx' })).toBe(2)
      expect(metricValue(text, 'http_requests_total', { route: '/es/destinations/:slug', method: 'GET', status_class: '2xx' })).toBe(1)
      expect(metricValue(text, 'http_requests_total', { route: '/v1/services/:slug', method: 'GET', status_class: '2xx' })).toBe(1)
      expect(metricValue(text, 'http_request_duration_seconds_count', { route: '/medical-services/:slug', method: 'GET' })).toBe(2)
      // The second LASIK page came from the page cache, and is still counted under its route.
      expect(metricValue(text, 'claravia_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1)
      expect(text).not.toMatch(/an-unlikely-slug-4821|lasik|bogota/)
      expect(metricValue(text, 'claravia_db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' })).toBeGreaterThan(0)
      expect(metricValue(text, 'nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThanOrEqual(0)
      if (dialect === 'postgres') expect(metricValue(text, 'claravia_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
      else expect(text).not.toContain('claravia_db_pool_connections{')
    })

    it('reads the outbox when scraped: its depth and the age of the oldest email due', async () => {
      const before = metricValue(await scrape(), 'claravia_outbox_emails', { status: 'pending' }) ?? 0
      const now = new Date()
      await withAppDatabase(server, async (db) => {
        // Held back an hour (an undo window): waiting, but not late.
        await enqueueEmail(db, { kind: 'test', to: 'someone@example.com', subject: 'Later', text: 'Later', html: '<p>Later</p>' }, now, {
          notBefore: new Date(now.getTime() + 3_600_000),
        })
        // Claimed by a worker elsewhere ten minutes after it was written, still not sent: late.
        await db
          .insertInto('email_outbox')
          .values({
            kind: 'test',
            recipient: 'late@example.com',
            payload: '{}',
            status: 'sending',
            attempts: 1,
            claim_token: 'elsewhere',
            locked_until: new Date(now.getTime() + 3_600_000).toISOString(),
            next_attempt_at: new Date(now.getTime() - 600_000).toISOString(),
            created_at: new Date(now.getTime() - 600_000).toISOString(),
          })
          .execute()
      })
      const text = await scrape()
      expect(metricValue(text, 'claravia_outbox_emails', { status: 'pending' })).toBe(before + 1)
      expect(metricValue(text, 'claravia_outbox_emails', { status: 'sending' })).toBe(1)
      expect(metricValue(text, 'claravia_outbox_oldest_due_age_seconds', {})).toBeGreaterThanOrEqual(600)
      expect(metricValue(text, 'claravia_ready', {})).toBe(1)
    })

    it('counts sign-in failures and the rate-limit refusal that follows them', async () => {
      const signIn = () =>
        fetch(`${server.origin}/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'nobody-here@claravia.example', password: 'not-the-password-1' }),
        })
      const statuses = []
      for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn()).status)
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
      const text = await scrape()
      expect(metricValue(text, 'claravia_sign_in_failures_total', { reason: 'credentials' })).toBe(5)
      expect(metricValue(text, 'claravia_sign_in_failures_total', { reason: 'rate_limited' })).toBe(1)
      expect(metricValue(text, 'claravia_rate_limit_refusals_total', { limit: 'signInAccount' })).toBe(1)
      expect(text).not.toContain('nobody-here')
    })

    it('continues a trace: same trace id, a span of its own, answered in traceparent and written in the request log line', async () => {
      const { logger } = await server.load<typeof import('~/observability/logger.server')>('/app/observability/logger.server.ts')
      const lines: Record<string, unknown>[] = []
      const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym]
      const level = logger.level
      Object.assign(logger, { [pino.symbols.streamSym]: { write: (line: string) => lines.push(JSON.parse(line)) } })
      logger.level = 'info'
      try {
        const response = await fetch(`${server.origin}/faqs?x=1`, { headers: { traceparent: `00-${TRACE_ID}-${PARENT_SPAN}-01` } })
        await response.arrayBuffer()
        const [, traceId, spanId, flags] = response.headers.get('traceparent')!.split('-')
        expect({ traceId, flags }).toEqual({ traceId: TRACE_ID, flags: '01' })
        expect(spanId).toMatch(/^[0-9a-f]{16}$/)
        expect(spanId).not.toBe(PARENT_SPAN)
        await expect
          .poll(() => lines.find((line) => line.msg === 'request completed' && line.trace_id === TRACE_ID), { timeout: 10_000 })
          .toMatchObject({ span_id: spanId })
      } finally {
        Object.assign(logger, { [pino.symbols.streamSym]: stream })
        logger.level = level
      }
    })

    it('starts a trace when none (or a malformed one) comes in', async () => {
      for (const traceparent of [
        undefined,
        `00-${'0'.repeat(32)}-${PARENT_SPAN}-01`,
        'not a traceparent',
        `00-${TRACE_ID.toUpperCase()}-${PARENT_SPAN}-01`,
      ]) {
        const response = await fetch(`${server.origin}/healthz`, { headers: traceparent ? { traceparent } : {} })
        const answered = response.headers.get('traceparent') ?? ''
        expect(answered).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
        expect(answered).not.toContain(TRACE_ID)
        await response.arrayBuffer()
      }
    })

    it('serves the same scrape on METRICS_PORT, on loopback, without the token; nothing else there', async () => {
      const { metricsAddress } = await server.load<typeof import('~/observability/observability.server')>(
        '/app/observability/observability.server.ts',
      )
      const address = metricsAddress()!
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
      const response = await fetch(address)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toContain('text/plain')
      expect(await response.text()).toContain('http_requests_total')
      expect((await fetch(address.replace('/metrics', '/'))).status).toBe(404)
    })

    it('keeps /metrics out of the site map, robots and the page cache', async () => {
      const cached = server.pageCacheStats()!.entries
      const scraped = await fetch(`${server.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(scraped.headers.get('Cache-Control')).toBe('no-store')
      await scraped.text()
      await (await fetch(`${server.origin}/metrics`)).text()
      expect(server.pageCacheStats()!.entries).toBe(cached)
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const body = await (await fetch(`${server.origin}${path}`)).text()
        expect(body).not.toContain('/metrics')
      }
    })
  })
}

describe('OpenTelemetry export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let server: AppServer
  let collector: http.Server
  const received: string[] = []

  beforeAll(async () => {
    // A stand-in collector: takes OTLP/HTTP posts and keeps their bodies.
    collector = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        if (req.url === '/v1/traces') received.push(body)
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
    const { port } = collector.address() as net.AddressInfo
    server = await startAppServer(testedDialects[0]!, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` })
  }, START_TIMEOUT_MS)
  afterAll(async () => {
    await server?.close()
    collector?.close()
  })

  it('exports the request as a server span with its own ids, named by its route pattern', async () => {
    const response = await fetch(`${server.origin}/blog/an-unlikely-slug-4821`, { headers: { traceparent: `00-${TRACE_ID}-${PARENT_SPAN}-01` } })
    await response.arrayBuffer()
    const spanId = response.headers.get('traceparent')!.split('-')[2]!
    // The batch leaves within its delay (5 s), or when the server stops.
    await expect.poll(() => received.find((body) => body.includes(TRACE_ID)), { timeout: 20_000, interval: 250 }).toBeDefined()
    const body = received.find((text) => text.includes(TRACE_ID))!
    expect(body).toContain(spanId)
    expect(body).toContain(PARENT_SPAN)
    expect(body).toContain('GET /blog/:slug')
    expect(body).not.toContain('an-unlikely-slug-4821')
  })
})

describe('METRICS_* variables', () => {
  it('a bad value stops the start with a line naming it', async () => {
    const { parseEnv } = await import('~/config/env.server')
    expect(() => parseEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT: must be a whole number from 1 to 65535/)
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/)
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 printable characters/)
    expect(() => parseEnv({ METRICS_HOST: 'a host' })).toThrow(/METRICS_HOST: must be an address to bind/)
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL/)
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
    })
  })
})
