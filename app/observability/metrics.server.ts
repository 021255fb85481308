import cluster from 'node:cluster'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/*
 * Every metric the site exposes, by name and labels, in one place (the README's
 * alert guide lists them). Labels are bounded sets: route patterns, never a raw
 * URL or an id; refusal codes, never a person or a health detail.
 *
 * Two registries: what each process counts (a cluster's primary sums it across
 * its workers, cluster-metrics.server.ts) and what is read from the database when
 * scraped (scrape-gauges.server.ts), read once per scrape whichever process answers.
 */

export const processRegistry = new Registry()
export const scrapeRegistry = new Registry()

const registers = [processRegistry]

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers,
})

/**
 * By route and method only: status classes are the counter's. A histogram's series cost a scrape
 * a line per bucket, and three status classes would triple them (the bench's 50 ms budget).
 */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request reaching the server to the last byte of its answer, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  // From a page-cache hit (about a millisecond) to a slow render or upload.
  buckets: [0.005, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers,
})

export const pageCacheLookups = new Counter({
  name: 'claravia_page_cache_lookups_total',
  help: 'Anonymous page requests the page cache answered (hit) or had rendered (miss).',
  labelNames: ['result'] as const,
  registers,
})

export const databaseQueryDuration = new Histogram({
  name: 'claravia_db_query_duration_seconds',
  help: 'Database query time by kind (select, insert, update, delete, raw, schema) and outcome.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers,
})

export const databasePoolConnections = new Gauge({
  name: 'claravia_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on SQLite).',
  labelNames: ['state'] as const,
  registers,
  collect: () => poolReader?.(),
})

let poolReader: (() => void) | undefined

/** What refreshes the pool gauge when scraped (database-metrics.server.ts). */
export function readPoolWith(read: () => void) {
  poolReader = read
}

export const jobLastSuccess = new Gauge({
  name: 'claravia_job_last_success_timestamp_seconds',
  help: 'When a background job (hold sweeper, content scheduler, outbox worker) last finished without error, Unix seconds.',
  labelNames: ['job'] as const,
  // Across workers: the latest run of any of them.
  aggregator: 'max',
  registers,
})

export const jobRuns = new Counter({
  name: 'claravia_job_runs_total',
  help: 'Background job runs by job and outcome (ok, error).',
  labelNames: ['job', 'outcome'] as const,
  registers,
})

export const bookings = new Counter({
  name: 'claravia_bookings_total',
  help: 'Booking steps (hold, cancel, reschedule) by outcome: ok or the refusal code.',
  labelNames: ['step', 'outcome'] as const,
  registers,
})

export const payments = new Counter({
  name: 'claravia_payments_total',
  help: 'Payments by provider (test, stripe) and outcome: paid, a refusal code, or what the Stripe webhook did.',
  labelNames: ['provider', 'outcome'] as const,
  registers,
})

export const signInFailures = new Counter({
  name: 'claravia_sign_in_failures_total',
  help: 'Refused sign-ins: wrong email or password (credentials) or too many guesses (rate_limited).',
  labelNames: ['reason'] as const,
  registers,
})

export const rateLimitRefusals = new Counter({
  name: 'claravia_rate_limit_refusals_total',
  help: 'Attempts refused by a named rate limit.',
  labelNames: ['limit'] as const,
  registers,
})

let defaultsStarted = false

/**
 * Node's own numbers (event-loop lag, heap, GC, CPU, handles), started once per process and only
 * when metrics are served. A cluster's worker labels them with its slot: lag and memory are per
 * process, and a sum of them would hide the one worker in trouble.
 */
export function startRuntimeMetrics() {
  if (defaultsStarted) return
  defaultsStarted = true
  const slot = process.env.WORKER_SLOT ?? (cluster.isWorker ? String(cluster.worker?.id ?? '') : undefined)
  collectDefaultMetrics({ register: processRegistry, ...(slot ? { labels: { worker: slot } } : {}) })
}
