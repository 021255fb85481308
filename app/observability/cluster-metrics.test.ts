import cluster, { type Worker } from 'node:cluster'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { enqueueEmail } from '~/messaging/outbox.server'
import { metricValue } from '../../tests/setup/metrics-text'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { scrape, serveClusterScrapes } from './cluster-metrics.server'

/*
 * The aggregation path with real node:cluster workers (two): the primary sums
 * their counters, keeps each one's runtime numbers apart (labelled by worker),
 * reads the database gauges once (not once per worker), and a worker asked to
 * scrape (METRICS_TOKEN on the site's port) gets the same aggregate.
 */

const WORKER = path.resolve(import.meta.dirname, '../../tests/setup/cluster-metrics-worker.ts')

describeEachDatabase('metrics across cluster workers', (db) => {
  const workers: Worker[] = []

  beforeAll(async () => {
    serveClusterScrapes({ db, ready: async () => true })
    cluster.setupPrimary({ exec: WORKER, execArgv: ['--import', 'tsx'], silent: true })
    for (const count of [3, 4]) {
      const worker = cluster.fork({ COUNT: String(count), NODE_ENV: 'test' })
      workers.push(worker)
      await new Promise<void>((resolve, reject) => {
        worker.once('exit', (code) => reject(new Error(`worker exited (${code})`)))
        worker.once('message', (message) => message === 'ready' && resolve())
      })
    }
  })

  afterAll(async () => {
    await Promise.all(
      workers.map((worker) => new Promise((resolve) => (worker.removeAllListeners('exit'), worker.once('exit', resolve), worker.kill()))),
    )
  })

  it('sums the workers, keeps their runtime numbers apart, and reads the outbox once', async () => {
    const now = new Date()
    await enqueueEmail(db(), { kind: 'test', to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>' }, now, {
      notBefore: new Date(now.getTime() + 3_600_000),
    })
    const text = await scrape()
    expect(metricValue(text, 'http_requests_total', { route: '/blog/:slug', method: 'GET', status_class: '2xx' })).toBe(7)
    const slots = workers.map((worker) => String(worker.id))
    for (const worker of slots) expect(metricValue(text, 'nodejs_eventloop_lag_p99_seconds', { worker })).toBeGreaterThanOrEqual(0)
    expect(metricValue(text, 'claravia_outbox_emails', { status: 'pending' })).toBe(1)
    expect(text.match(/^# TYPE claravia_outbox_emails /gm)).toHaveLength(1)
  })

  it('answers a worker asked to scrape with the same aggregate', async () => {
    const asked = workers[0]!
    // The worker also talks to the primary on this channel (its question, its counts): only its answer counts here.
    const answer = new Promise<{ text?: string; error?: string }>((resolve) => {
      const listener = (message: { text?: string; error?: string }) => {
        if (message?.text === undefined && message?.error === undefined) return
        asked.off('message', listener)
        resolve(message)
      }
      asked.on('message', listener)
    })
    asked.send('scrape')
    const { text, error } = await answer
    expect(error).toBeUndefined()
    expect(metricValue(text!, 'http_requests_total', { route: '/blog/:slug', method: 'GET', status_class: '2xx' })).toBe(7)
    expect(metricValue(text!, 'claravia_outbox_emails', { status: 'pending' })).toBe(1)
  })
})
