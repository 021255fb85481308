import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite'
import { openDatabase, type DialectName } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { createTestDatabase } from './postgres-databases'

/*
 * The whole application (Express around the React Router handler, the session
 * middleware, every route module) on a real HTTP server on an ephemeral
 * loopback port, for tests that must go through everything a request meets.
 * The source is loaded through Vite with the React Router plugin (as
 * `npm run dev` does), so no production build is needed. Each server gets its
 * own throwaway database: a SQLite file, or a PostgreSQL database.
 */

const root = path.resolve(import.meta.dirname, '../..')

export interface AppServer {
  origin: string
  /** The server's own database, for tests that arrange rows it cannot make through HTTP (staff accounts). */
  databaseUrl: string
  /** What its page cache holds and has rendered (server/page-cache.ts). */
  pageCacheStats: () => { entries: number; bytes: number; renders: number } | undefined
  /** A module of this server's own copy of the app (its logger, its metrics), by path from the project root. */
  load: <T>(path: string) => Promise<T>
  close: () => Promise<void>
}

let vite: Promise<ViteDevServer> | undefined

/**
 * One Vite server per test file, kept until the file's process ends: transforming the app's modules is most of a
 * start (seconds), and done once this way, for every app server the file starts (each dialect, second instances).
 */
function viteServer() {
  vite ??= (async () => {
    // vite.config.ts leaves the React Router plugin out under Vitest (component tests); the app needs it.
    const vitest = process.env.VITEST
    delete process.env.VITEST
    try {
      return await createServer({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        appType: 'custom',
        logLevel: 'error',
      })
    } finally {
      process.env.VITEST = vitest
    }
  })()
  return vite
}

/**
 * Starts the application on its own port. With `sharing`, it is a second
 * instance on another server's database (its own modules, memory and
 * connections: what a second machine would have).
 */
export async function startAppServer(dialect: DialectName, extraEnv: Record<string, string> = {}, sharing?: AppServer): Promise<AppServer> {
  let databaseUrl: string
  let postgres: Awaited<ReturnType<typeof createTestDatabase>> | undefined
  if (sharing) {
    databaseUrl = sharing.databaseUrl
  } else if (dialect === 'postgres') {
    postgres = await createTestDatabase('app')
    databaseUrl = postgres.url
  } else {
    databaseUrl = `file:${path.join(process.env.MAIL_OUTBOX_DIR!, `app_${randomBytes(6).toString('hex')}.db`)}`
  }
  const saved = { ...process.env }
  Object.assign(process.env, { NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEMO_CONTENT: 'true', ...extraEnv })
  // A module runner of its own: its own copy of every module of the app, on the test file's Vite server.
  const runner = createServerModuleRunner((await viteServer()).environments.ssr, { hmr: false })
  const app = (await runner.import('/server/app.ts')) as typeof import('../../server/app')
  await app.startup()
  const server = http.createServer(await app.createApp())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    databaseUrl,
    pageCacheStats: () => app.pageCacheStats(),
    load: <T>(path: string) => runner.import(path) as Promise<T>,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await app.shutdown()
      await runner.close()
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
      Object.assign(process.env, saved)
      await postgres?.drop()
    },
  }
}

/** Runs `run` on a connection of its own to a running server's database (rows a test cannot make through HTTP), then closes it. */
export async function withAppDatabase<T>(server: AppServer, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const handle = openDatabase<Database>(server.databaseUrl)
  try {
    return await run(handle.db)
  } finally {
    await handle.destroy()
  }
}
