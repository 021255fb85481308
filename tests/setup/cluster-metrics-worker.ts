/*
 * A cluster worker for app/observability/cluster-metrics.test.ts: counts what
 * the primary tells it (COUNT requests), hands its counts over when the primary
 * asks, and scrapes on request as a worker asked on the site's port would.
 */
import { joinClusterScrapes, scrape } from '../../app/observability/cluster-metrics.server'
import { httpRequests, startRuntimeMetrics } from '../../app/observability/metrics.server'

startRuntimeMetrics()
joinClusterScrapes()
httpRequests.inc({ route: '/blog/:slug', method: 'GET', status_class: '2xx' }, Number(process.env.COUNT))
process.on('message', (message: unknown) => {
  if (message !== 'scrape') return
  scrape().then(
    (text) => process.send!({ text }),
    (error: unknown) => process.send!({ error: String(error) }),
  )
})
process.send!('ready')
