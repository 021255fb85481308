import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/dialect.server'
import { pendingMigrations } from '~/db/migrate.server'
import type { Database } from '~/db/schema'
import { describeEachDatabase } from '../tests/setup/test-database'
import { healthRoutes, readiness, startDraining } from './health'

/** The status and body of a health path, with `check` standing in for the database. */
async function ask(path: string, check: () => Promise<string[]>) {
  const app = express()
  app.use(healthRoutes(check))
  const server = app.listen(0)
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)
    return { status: response.status, body: (await response.json()) as object, cache: response.headers.get('Cache-Control') }
  } finally {
    server.close()
  }
}

describeEachDatabase('readiness reads the migrations', (db) => {
  it('a migrated database has none pending', async () => {
    expect(await pendingMigrations(db())).toEqual([])
    expect(await readiness(() => pendingMigrations(db()))).toEqual({ ready: true })
  })
})

describe('health endpoints for load balancers', () => {
  it('an empty database has every migration pending: not ready', async () => {
    const handle = openDatabase<Database>('file::memory:')
    try {
      expect((await pendingMigrations(handle.db)).length).toBeGreaterThan(10)
      expect(await ask('/readyz', () => pendingMigrations(handle.db))).toMatchObject({ status: 503, body: { reason: 'migrations_pending' } })
    } finally {
      await handle.destroy()
    }
  })

  it('alive whatever the database; ready only when it answers in time', async () => {
    const never = () => new Promise<string[]>(() => {})
    expect(await ask('/healthz', never)).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' })
    expect(await ask('/readyz', async () => [])).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' })
    expect(await ask('/readyz', () => Promise.reject(new Error('ECONNREFUSED')))).toMatchObject({
      status: 503,
      body: { status: 'not_ready', reason: 'database_unreachable' },
    })
    expect(await ask('/readyz', never)).toMatchObject({ status: 503, body: { reason: 'database_unreachable' } })
  })

  it('once draining, not ready (still alive)', async () => {
    startDraining()
    expect(await ask('/readyz', async () => [])).toMatchObject({ status: 503, body: { reason: 'shutting_down' } })
    expect((await ask('/healthz', async () => [])).status).toBe(200)
  })
})
