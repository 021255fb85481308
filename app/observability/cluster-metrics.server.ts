import cluster from 'node:cluster'
import { AggregatorRegistry } from 'prom-client'
import { processRegistry, scrapeRegistry } from './metrics.server'
import { refreshScrapeGauges, type ScrapeSources } from './scrape-gauges.server'

/*
 * One scrape for the whole machine's processes. With node:cluster, the primary
 * asks every worker for its counters (prom-client's AggregatorRegistry, over the
 * cluster's IPC channel) and sums them; the database gauges are read once, by
 * the primary. A worker asked on the site's port (METRICS_TOKEN) passes the
 * question to the primary, so every answer is the same aggregate.
 */

const ASK = 'claravia:metrics-ask'
const ANSWER = 'claravia:metrics-answer'
const TIMEOUT_MS = 5_000

type Ask = { type: typeof ASK; id: number }
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string }

/** The primary's aggregator (set once it serves scrapes). */
let aggregator: AggregatorRegistry<typeof processRegistry.contentType> | undefined
let sources: ScrapeSources | undefined

/** Prometheus' text format content type (the same for every registry here). */
export const METRICS_CONTENT_TYPE = processRegistry.contentType

/** The database gauges, read now. */
async function scrapeGaugesText(from: ScrapeSources) {
  await refreshScrapeGauges(from)
  return scrapeRegistry.metrics()
}

/** In a cluster's primary: answers scrapes for all workers, its own and theirs. */
export function serveClusterScrapes(from: ScrapeSources) {
  sources = from
  if (aggregator) return
  aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return
    scrape().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    )
  })
}

/** In a cluster's worker: its counters are handed to the primary when it asks. */
export function joinClusterScrapes() {
  AggregatorRegistry.setRegistries([processRegistry])
  // Constructing one registers the worker's answer to the primary's question (prom-client's own IPC).
  new AggregatorRegistry()
}

let asked = 0
const waiting = new Map<number, (answer: Answer) => void>()

function askPrimary(): Promise<string> {
  if (waiting.size === 0) process.on('message', onAnswer)
  const id = ++asked
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => settle({ type: ANSWER, id, error: 'the primary did not answer in time' }), TIMEOUT_MS)
    const settle = (answer: Answer) => {
      clearTimeout(timer)
      waiting.delete(id)
      if (waiting.size === 0) process.off('message', onAnswer)
      if (answer.text !== undefined) resolve(answer.text)
      else reject(new Error(answer.error))
    }
    waiting.set(id, settle)
    process.send!({ type: ASK, id } satisfies Ask)
  })
}

function onAnswer(message: Answer) {
  if (message?.type === ANSWER) waiting.get(message.id)?.(message)
}

/**
 * The text of one scrape, wherever it is asked: a cluster's primary sums its workers; a worker asks the
 * primary; a process on its own answers for itself, with `from` (its database) for the gauges.
 */
export async function scrape(from: ScrapeSources | undefined = sources): Promise<string> {
  if (cluster.isWorker && process.send) return askPrimary()
  if (!from) throw new Error('metrics: no database to read the scrape gauges from')
  const counters = aggregator ? await aggregator.clusterMetrics() : await processRegistry.metrics()
  return `${counters}${await scrapeGaugesText(from)}`
}

/** Sets the sources a process on its own reads its gauges from. */
export function serveOwnScrapes(from: ScrapeSources) {
  sources = from
}
