import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import type { Kysely } from 'kysely'
import { openDatabase, type DialectName } from '~/db/dialect.server'
import type { Database } from '~/db/schema'

/*
 * The whole application (Express around the React Router handler, the session
 * middleware, every route module) on a real HTTP server on an ephemeral
 * loopback port, for tests that must go through everything a request meets.
 * The source is loaded through Vite with the React Router plugin (as
 * `npm run dev` does), so no production build is needed. Each server gets its
 * own throwaway database: a SQLite file, or a PostgreSQL schema.
 */

const root = path.resolve(import.meta.dirname, '../..')

export interface AppServer {
  origin: string
  /** The server's own database, for tests that arrange rows it cannot make through HTTP (staff accounts). */
  databaseUrl: string
  /** What its page cache holds and has rendered (server/page-cache.ts). */
  pageCacheStats: () => { entries: number; bytes: number; renders: number } | undefined
  close: () => Promise<void>
}

/**
 * Starts the application on its own port. With `sharing`, it is a second
 * instance on another server's database (its own modules, memory and
 * connections: what a second machine would have).
 */
export async function startAppServer(dialect: DialectName, extraEnv: Record<string, string> = {}, sharing?: AppServer): Promise<AppServer> {
  const schema = `app_${randomBytes(6).toString('hex')}`
  const postgresUrl = process.env.TEST_DATABASE_URL
  let databaseUrl: string
  if (sharing) {
    databaseUrl = sharing.databaseUrl
  } else if (dialect === 'postgres') {
    await adminQuery(postgresUrl!, `create schema ${schema}`)
    const url = new URL(postgresUrl!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    databaseUrl = url.toString()
  } else {
    databaseUrl = `file:${path.join(process.env.MAIL_OUTBOX_DIR!, `${schema}.db`)}`
  }
  const saved = { ...process.env }
  Object.assign(process.env, { NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DEMO_CONTENT: 'true', ...extraEnv })
  // vite.config.ts leaves the React Router plugin out under Vitest (component tests); the app needs it.
  delete process.env.VITEST
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    appType: 'custom',
    logLevel: 'error',
  })
  process.env.VITEST = saved.VITEST
  const app = (await vite.ssrLoadModule('/server/app.ts')) as typeof import('../../server/app')
  await app.startup()
  const server = http.createServer(await app.createApp())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    databaseUrl,
    pageCacheStats: () => app.pageCacheStats(),
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await app.shutdown()
      await vite.close()
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
      Object.assign(process.env, saved)
      if (dialect === 'postgres' && !sharing) await adminQuery(postgresUrl!, `drop schema ${schema} cascade`)
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

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
