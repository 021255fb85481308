// The process entry: validates the environment, prepares the database and
// serves the site. `node server.js` serves the production build;
// `node server.js --dev` serves the source through Vite with hot reload.
// A deployment of several instances prepares the database once, as its release
// step (`node server.js --prepare-only`), then starts each instance with
// `--no-prepare`: an instance whose schema is behind answers /readyz with 503
// and gets no traffic (npm run stack does this; README, "The production shape").
// With WEB_CONCURRENCY > 1 (default: one per core in production), this process
// prepares the database once and forks that many workers that share the port
// (node:cluster); see README, "Behind a load balancer".
import 'dotenv/config'
import cluster from 'node:cluster'
import http from 'node:http'
import express from 'express'

const development = process.argv.includes('--dev')
const prepareOnly = process.argv.includes('--prepare-only')
const prepares = !process.argv.includes('--no-prepare')
process.env.NODE_ENV ??= development ? 'development' : 'production'

/** Development: the source through Vite, reloaded on every request, sharing our HTTP server for hot reload. */
async function loadDevelopmentApplication(httpServer) {
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } }))
  const load = () => vite.ssrLoadModule('./server/app.ts')
  const server = await load()
  const apps = new WeakMap()
  const app = express()
  app.use(vite.middlewares)
  // Reload the app module on every request so edits show up without a restart.
  app.use(async (req, res, next) => {
    try {
      const module = await load()
      if (!apps.has(module)) apps.set(module, module.createApp())
      const moduleApp = await apps.get(module)
      moduleApp(req, res, next)
    } catch (error) {
      vite.ssrFixStacktrace(error)
      next(error)
    }
  })
  return { server, app }
}

function announce(config, workers) {
  const processes = workers > 1 ? ` (${workers} processes)` : ''
  console.log(`Claravia is running at http://localhost:${config.PORT}${processes}`)
  if (config.PUBLIC_BASE_URL !== `http://localhost:${config.PORT}`) {
    console.log(`Public address: ${config.PUBLIC_BASE_URL}`)
  }
}

/** The primary of a cluster: prepares once, forks the workers, replaces one that dies, stops them all on SIGTERM. */
async function runPrimary(server, config) {
  if (prepares) await server.prepare()
  // /metrics (when configured) is answered here, summing the workers' counts.
  await server.startPrimaryMetrics()
  let stopping = false
  let listening = 0
  cluster.on('listening', () => {
    if (++listening === config.WEB_CONCURRENCY) announce(config, config.WEB_CONCURRENCY)
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.values(cluster.workers ?? {}).every((other) => other.isDead())) process.exit(0)
      return
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    cluster.fork()
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    // Each worker drains (its /readyz turns 503, in-flight requests finish), then exits.
    for (const worker of workers) worker.process.kill('SIGTERM')
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  for (let index = 0; index < config.WEB_CONCURRENCY; index++) cluster.fork()
}

/** One serving process: on its own (it prepares first), or a cluster's worker (the primary prepared). */
async function runServer(server, app, httpServer, config) {
  if (cluster.isPrimary && prepares) await server.prepare()
  await server.startBackgroundWork()
  httpServer.on('request', app)
  const listener = httpServer.listen(config.PORT, () => {
    if (cluster.isPrimary) announce(config, 1)
  })
  // Graceful: /readyz turns 503 at once, no new connections are taken, in-flight requests finish, then workers stop.
  const stop = () => {
    server.startDraining()
    listener.close(() => server.shutdown().finally(() => process.exit(0)))
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

try {
  const httpServer = http.createServer()
  // Node hands CONNECT to this event, never to the app: no resource here is a proxy.
  httpServer.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
  })
  if (development) {
    const { server, app } = await loadDevelopmentApplication(httpServer)
    await runServer(server, app, httpServer, server.env())
  } else {
    const server = await import('./build/server/index.js')
    const config = server.env()
    if (prepareOnly) {
      await server.prepare()
      await server.shutdown()
      console.log('Database prepared (migrations and seed); nothing served.')
      process.exit(0)
    }
    // The primary of a cluster serves nothing itself: no app is built there.
    if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) await runPrimary(server, config)
    else await runServer(server, await server.createApp({ clientDir: new URL('./build/client', import.meta.url).pathname }), httpServer, config)
  }
} catch (error) {
  if (error?.name === 'EnvError') {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
}
