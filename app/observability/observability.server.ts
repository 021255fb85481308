import cluster from 'node:cluster'
import type http from 'node:http'
import type { Env } from '~/config/env.server'
import { joinClusterScrapes, serveClusterScrapes, serveOwnScrapes } from './cluster-metrics.server'
import { listenForScrapes } from './metrics-endpoint.server'
import { startRuntimeMetrics } from './metrics.server'
import { startTraceExport, stopTraceExport } from './otel.server'
import type { ScrapeSources } from './scrape-gauges.server'

/*
 * What a process starts for the numbers to watch, by its part: a cluster's
 * primary answers scrapes for everyone; a worker counts and hands its counts
 * over; a process on its own does both. Off unless METRICS_PORT or
 * METRICS_TOKEN is set (then counting costs about a microsecond a request).
 */

type Config = Pick<Env, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN' | 'OTEL_EXPORTER_OTLP_ENDPOINT'>

export const metricsEnabled = (config: Config) => config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined

let listener: http.Server | undefined

/** In each serving process (on its own, or a cluster's worker). */
export async function startObservability(config: Config, sources: ScrapeSources) {
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await startTraceExport(config.OTEL_EXPORTER_OTLP_ENDPOINT)
  if (!metricsEnabled(config)) return
  startRuntimeMetrics()
  if (cluster.isWorker) return joinClusterScrapes()
  serveOwnScrapes(sources)
  if (config.METRICS_PORT !== undefined) listener = await listenForScrapes(config.METRICS_PORT, config.METRICS_HOST)
}

/** In a cluster's primary, which serves no site requests: the one answer to every scrape. */
export async function startPrimaryObservability(config: Config, sources: ScrapeSources) {
  if (!metricsEnabled(config)) return
  serveClusterScrapes(sources)
  if (config.METRICS_PORT !== undefined) listener = await listenForScrapes(config.METRICS_PORT, config.METRICS_HOST)
}

/** The address scrapes are answered at (tests), when METRICS_PORT is set. */
export function metricsAddress() {
  const address = listener?.address()
  return typeof address === 'object' && address ? `http://${address.address}:${address.port}/metrics` : undefined
}

export async function stopObservability() {
  const closing = listener
  listener = undefined
  if (closing) await new Promise((resolve) => closing.close(resolve))
  await stopTraceExport()
}
