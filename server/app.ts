import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { env } from '~/config/env.server'
import { startHoldSweeper } from '~/booking/hold-sweeper.server'
import { startOrphanSweeper } from '~/storage/orphan-sweep.server'
import { startQuoteHousekeeping } from '~/quotes/quote-housekeeping.server'
import { startReviewInvitations } from '~/reviews/review-invitations.server'
import { startContentScheduler } from '~/content-editing/content-scheduler.server'
import { currentContentVersion, trustedContentVersion } from '~/content-editing/content-version.server'
import { closeDatabase, database } from '~/db/db.server'
import { requestInfoContext } from '~/http/request-context'
import { CATALOGUE_PATH, catalogueFiles } from '~/i18n/catalogue-files.server'
import { closeRateLimits, keepRateLimitsInDatabase } from '~/security/rate-limit.server'
import { logger } from '~/observability/logger.server'
import { metricsOnSitePort } from '~/observability/metrics-endpoint.server'
import { metricsEnabled, startObservability, startPrimaryObservability, stopObservability } from '~/observability/observability.server'
import { observeRequest, requestRecord, requestRecordContext } from '~/observability/request-observer.server'
import { startOutboxWorker, stopOutboxWorker } from '~/messaging/outbox.server'
import { healthRoutes, readiness, startDraining } from './health'
import { localePreference } from './locale-preference'
import { createPageCache, declaredPageQuery, type PageCache, type PageCacheStats } from './page-cache'
import { prepareDatabase } from './prepare-database'
import { immutableAssets, immutableMemoryFiles, memoryAsset, publicFiles } from './memory-static'
import { queryText } from './query-text'
import { reactRouterHandler } from './react-router-handler'
import { requestLogging } from './request-logging'
import { securityHeaders } from './security-headers'
import { testClock } from './test-clock'
import { trustedProxies } from './trusted-proxies'

/*
 * The HTTP application: the React Router build behind security headers,
 * compression and request logging. server.js mounts it (and Vite in development).
 */

/** Once per start, before any process serves: the schema, the seed, the first admin's invitation. */
export async function prepare() {
  const config = env()
  const { applied, catalogueUpdated, demoPatientCreated, firstAdminInvitation } = await prepareDatabase()
  if (demoPatientCreated) logger.info('demo patient created (see README for the credentials)')
  if (firstAdminInvitation?.ok) logger.info('no admin yet: ADMIN_EMAIL invited as the first admin (the link is in the email)')
  else if (firstAdminInvitation) logger.warn({ code: firstAdminInvitation.code }, 'ADMIN_EMAIL could not be invited as the first admin')
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated')
  if (catalogueUpdated) logger.info('catalogue content updated')
  return config
}

/** What a scrape reads from the database, once per scrape (app/observability). */
const scrapeSources = { db: database, ready: async () => (await readiness()).ready }

/** In a cluster's primary: /metrics for all its workers, when configured. */
export async function startPrimaryMetrics() {
  await startPrimaryObservability(env(), scrapeSources)
}

/** In every serving process: the loops that each claim their rows under a lock, so several processes never do a row twice. */
export async function startBackgroundWork() {
  const config = env()
  // Without REDIS_URL the rate limits are counted in the database, by every process together, and survive restarts.
  void keepRateLimitsInDatabase(database())
  holdSweeper = startHoldSweeper(database)
  // Store files no row owns (an upload cut off between its bytes and its row), once a day old.
  orphanSweeper = startOrphanSweeper(database)
  contentScheduler = startContentScheduler(database)
  // Quotes past their last day expire; visitors' quote requests never sent go after a day.
  quoteHousekeeping = startQuoteHousekeeping(database)
  // Patients are invited to review their completed care 3 days after it, reminded once a week later.
  reviewInvitations = startReviewInvitations(database)
  // Emails waiting in the outbox (contact, newsletter) leave from here, retried until sent.
  startOutboxWorker(database, { retryBaseSeconds: config.OUTBOX_RETRY_SECONDS })
  await startObservability(config, scrapeSources)
  return config
}

/** A single process: prepares, then works. */
export async function startup() {
  await prepare()
  return startBackgroundWork()
}

const loadBuild = () => import('virtual:react-router/server-build') as Promise<ServerBuild>

let holdSweeper: ReturnType<typeof startHoldSweeper> | undefined
let orphanSweeper: ReturnType<typeof startOrphanSweeper> | undefined
let contentScheduler: ReturnType<typeof startContentScheduler> | undefined
let quoteHousekeeping: ReturnType<typeof startQuoteHousekeeping> | undefined
let reviewInvitations: ReturnType<typeof startReviewInvitations> | undefined

/** The first step of a graceful stop: /readyz turns 503 while in-flight requests finish. */
export { startDraining }
/** The validated environment (server.js decides from it how many processes serve). */
export { env }

export async function shutdown() {
  holdSweeper?.stop()
  orphanSweeper?.stop()
  contentScheduler?.stop()
  quoteHousekeeping?.stop()
  reviewInvitations?.stop()
  await stopOutboxWorker()
  await closeRateLimits()
  await stopObservability()
  await closeDatabase()
}

let latestPageCache: PageCache | undefined

/** What this process's page cache holds and has rendered (the bench; tests). */
export function pageCacheStats(): PageCacheStats | undefined {
  return latestPageCache?.stats()
}

export async function createApp(options: { clientDir?: string } = {}) {
  const config = env()
  const development = config.NODE_ENV === 'development'
  const app = express()
  app.disable('x-powered-by')
  // Rate limits and logs use the client's address: believed from X-Forwarded-For only when these proxies sent it.
  app.set('trust proxy', trustedProxies(config.TRUSTED_PROXIES))
  // Trace context and request metrics first, so every answer below carries and counts them.
  const observing = { metrics: metricsEnabled(config) }
  app.use((req, res, next) => observeRequest(observing, req, res, next))
  // Scrapes on the site's port, for the token's bearer only (anyone else: the ordinary 404); not logged, like health checks.
  if (config.METRICS_TOKEN) app.get('/metrics', metricsOnSitePort(config.METRICS_TOKEN))
  // Asked every few seconds by load balancers: before logging, headers and compression.
  app.use(healthRoutes())
  if (options.clientDir) app.use('/assets', immutableAssets(path.join(options.clientDir, 'assets')))
  app.use(CATALOGUE_PATH, immutableMemoryFiles(new Map(catalogueFiles().map(({ name, json }) => [`/${name}`, memoryAsset(name, json)]))))
  app.use(requestLogging)
  app.use(
    securityHeaders({
      https: config.SECURE_COOKIES,
      development,
      disqusShortname: config.DISQUS_SHORTNAME,
      mapbox: Boolean(config.MAPBOX_TOKEN),
      stripe: Boolean(config.STRIPE_SECRET_KEY),
      turnstile: Boolean(config.TURNSTILE_SITE_KEY),
      mediaOrigin: config.PUBLIC_MEDIA_URL ? new URL(config.PUBLIC_MEDIA_URL).origin : undefined,
    }),
  )
  // Only what is rendered for one visitor is compressed here (files and cached pages are compressed once,
  // at the highest levels): gzip 3 and brotli 3 cost half of the defaults (6, 4) for 3–9 % more bytes.
  app.use(compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }))
  if (options.clientDir) app.use(publicFiles(options.clientDir))
  // The browser polls this to learn that a newer build is deployed (app/navigation).
  app.get('/_build/latest.json', async (_req, res) => {
    const build = await loadBuild()
    res.setHeader('Cache-Control', 'no-store')
    res.json({ version: build.assets.version })
  })
  if (config.TEST_CLOCK === 'true') {
    logger.warn("TEST_CLOCK is on: POST /__test/clock can move this server's time (end-to-end tests only)")
    app.use(testClock(async () => (await contentScheduler?.tick()) ?? 0))
  }
  // Query parameters are single-line text before anything reads them: refused on /v1, cleaned for pages.
  app.use(queryText())
  // Before any page is rendered (or served from a cache): the visitor's language choice first.
  app.use(localePreference({ secure: config.SECURE_COOKIES }))
  // Loaded once in production: a build function makes React Router rebuild its routes on every request.
  const build = development ? loadBuild : await loadBuild()
  // Anonymous pages, the same for every visitor, kept rendered and compressed (not in development: the build changes).
  const pageCache =
    typeof build === 'function'
      ? undefined
      : createPageCache({
          buildVersion: build.assets.version,
          contentVersion: () => currentContentVersion(database()),
          trustedContentVersion: () => trustedContentVersion(),
          // A page is kept once per value of the query parameters its route reads, whatever else the URL carries.
          pageQuery: (pathname) => declaredPageQuery(build, pathname),
        })
  latestPageCache = pageCache
  if (pageCache) app.use(pageCache.serve)
  app.use(
    reactRouterHandler({
      build,
      mode: config.NODE_ENV,
      pageCache,
      getLoadContext(req, res) {
        const context = new RouterContextProvider()
        const sharedRender = res.locals.sharedRender === true
        context.set(requestInfoContext, {
          nonce: sharedRender ? '' : (res.locals.cspNonce as string),
          requestId: String(req.id),
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          sharedRender,
        })
        context.set(requestRecordContext, requestRecord(res) ?? null)
        return context
      },
    }),
  )
  if (!pageCache) return app
  // A stored page's later hits skip Express altogether (server/page-cache.ts, the lane).
  return (req: IncomingMessage, res: ServerResponse) =>
    observeRequest(observing, req, res, () => {
      if (!pageCache.answerAhead(req, res)) app(req, res)
    })
}
