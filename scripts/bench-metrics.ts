// The cost of /metrics (issue 28: one scrape under 50 ms with 100 routes): a
// registry holding 100 route patterns, each with GET and POST answered in three
// status classes (600 counter series, 200 histograms), Node's runtime metrics,
// the outbox and readiness read from a migrated SQLite file, scraped over HTTP
// from the metrics listener; beside it, in the same run, the same listener's
// plain answer to any other path (no work: the floor of an HTTP round trip
// here). Then what counting costs a request: a trivial handler with and
// without the request observer, under ten keep-alive clients in this process.
// Run by `npm run bench`; alone: npx tsx scripts/bench-metrics.ts.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const SCRAPES = Number(process.env.BENCH_SCRAPES ?? 200)
const ROUTES = 100

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-bench-metrics-'))
process.env.NODE_ENV = 'test'
process.env.DATABASE_URL = `file:${path.join(folder, 'bench.db')}`

// After the environment is set: the database module reads it once.
const { database, closeDatabase } = await import('../app/db/db.server')
const { migrateToLatest, pendingMigrations } = await import('../app/db/migrate.server')
const { serveOwnScrapes } = await import('../app/observability/cluster-metrics.server')
const { listenForScrapes } = await import('../app/observability/metrics-endpoint.server')
const { httpRequestDuration, httpRequests, startRuntimeMetrics } = await import('../app/observability/metrics.server')
const { observeRequest } = await import('../app/observability/request-observer.server')

/** p50 and p99 of one GET, in milliseconds, over `rounds` requests one after another (after a warm-up). */
async function timed(url: string, rounds: number) {
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now()
      http
        .get(url, (response) => {
          response.resume()
          response.on('end', () => resolve(performance.now() - started))
        })
        .on('error', reject)
    })
  for (let i = 0; i < 20; i++) await once()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) times.push(await once())
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
  return { p50: at(0.5), p99: at(0.99) }
}

const ms = (value: number) => `${value.toFixed(2)} ms`

try {
  await migrateToLatest(database())
  startRuntimeMetrics()
  serveOwnScrapes({ db: database, ready: async () => (await pendingMigrations(database())).length === 0 })
  for (let route = 0; route < ROUTES; route++) {
    for (const method of ['GET', 'POST']) {
      for (const status_class of ['2xx', '3xx', '4xx']) {
        httpRequests.inc({ route: `/section-${route}/:slug`, method, status_class }, 10)
        for (let i = 0; i < 10; i++) httpRequestDuration.observe({ route: `/section-${route}/:slug`, method }, Math.random() / 5)
      }
    }
  }
  const listener = await listenForScrapes(0, '127.0.0.1')
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  const body = await (await fetch(`${base}/metrics`)).text()
  const series = body.split('\n').filter((line) => line && !line.startsWith('#')).length

  console.log(
    `/metrics with ${ROUTES} route patterns (${series} samples, ${(body.length / 1024).toFixed(0)} KB), ${SCRAPES} scrapes one after another:`,
  )
  const baseline = await timed(`${base}/anything-else`, SCRAPES)
  const scrape = await timed(`${base}/metrics`, SCRAPES)
  console.log(`  baseline: the same listener's plain 404      p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`)
  console.log(
    `  one scrape (outbox and readiness read)     p50 ${ms(scrape.p50)}, p99 ${ms(scrape.p99)}` +
      ` (${(scrape.p50 / baseline.p50).toFixed(1)}× the baseline; goal, a median scrape under 50 ms: ${scrape.p50 < 50 ? 'met' : 'NOT met'})`,
  )
  await new Promise((resolve) => listener.close(resolve))

  // What counting costs a request: the same trivial answer with and without the observer (metrics on).
  const answer = (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
  const throughput = async (handler: http.RequestListener) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 })
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`
    const get = () => new Promise<void>((resolve) => http.get(url, { agent }, (response) => response.resume().on('end', resolve)))
    let answered = 0
    const until = performance.now() + 1000
    // Ten clients, each sending its next request when the last is answered.
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) {
          await get()
          answered++
        }
      }),
    )
    agent.destroy()
    await new Promise((resolve) => server.close(resolve))
    return answered
  }
  const observedAnswer: http.RequestListener = (req, res) => observeRequest({ metrics: true }, req, res, () => answer(req, res))
  // Plain first: once a request has run in an AsyncLocalStorage context, Node tracks async context for every
  // promise of the process (these clients' too), so the difference is an upper bound of the observer's cost.
  let [plain, observed] = [0, 0]
  for (let round = 0; round < 3; round++) plain = Math.max(plain, await throughput(answer))
  for (let round = 0; round < 3; round++) observed = Math.max(observed, await throughput(observedAnswer))
  console.log('A trivial answer, 10 keep-alive clients, best of three 1 s rounds each:')
  console.log(`  plain                                       ${Math.round(plain)} req/s`)
  console.log(
    `  with trace context and request metrics      ${Math.round(observed)} req/s (${((observed / plain) * 100).toFixed(0)} % of plain, ` +
      `${(1e6 / observed - 1e6 / plain).toFixed(1)} µs more per request)`,
  )
} finally {
  await closeDatabase()
  fs.rmSync(folder, { recursive: true, force: true })
}
