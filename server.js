// The process entry: validates the environment, prepares the database and
// serves the site. `node server.js` serves the production build;
// `node server.js --dev` serves the source through Vite with hot reload.
import 'dotenv/config'
import http from 'node:http'
import express from 'express'

const development = process.argv.includes('--dev')
process.env.NODE_ENV ??= development ? 'development' : 'production'

async function loadApplication(httpServer) {
  if (!development) {
    const server = await import('./build/server/index.js')
    return { server, app: await server.createApp({ clientDir: new URL('./build/client', import.meta.url).pathname }) }
  }
  // Hot reload shares our HTTP server (and port) instead of opening its own.
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

try {
  const httpServer = http.createServer()
  // Node hands CONNECT to this event, never to the app: no resource here is a proxy.
  httpServer.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
  })
  const { server, app } = await loadApplication(httpServer)
  const config = await server.startup()
  httpServer.on('request', app)
  const listener = httpServer.listen(config.PORT, () => {
    console.log(`Claravia is running at http://localhost:${config.PORT}`)
    if (config.PUBLIC_BASE_URL !== `http://localhost:${config.PORT}`) {
      console.log(`Public address: ${config.PUBLIC_BASE_URL}`)
    }
  })
  // Graceful: /readyz turns 503 at once, no new connections are taken, in-flight requests finish, then workers stop.
  const stop = () => {
    server.startDraining()
    listener.close(() => server.shutdown().finally(() => process.exit(0)))
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  if (error?.name === 'EnvError') {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
}
