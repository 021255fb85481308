import express from 'express'
import { database } from '~/db/db.server'
import { pendingMigrations } from '~/db/migrate.server'

/*
 * For a load balancer or an orchestrator in front of several instances:
 * /healthz says the process is alive (answering at all), /readyz that it
 * should get traffic: its database answers within a second and has every
 * migration of this build, and it is not shutting down. Neither is logged,
 * cached or localized; both answer GET and HEAD.
 */

const READY_TIMEOUT_MS = 1_000

let draining = false

/** From now on /readyz answers 503, so traffic moves elsewhere while in-flight requests finish. */
export function startDraining() {
  draining = true
}

type Readiness = { ready: true } | { ready: false; reason: 'shutting_down' | 'database_unreachable' | 'migrations_pending' }

export async function readiness(check = () => pendingMigrations(database())): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'shutting_down' }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS)))
  try {
    const pending = await Promise.race([check(), timeout])
    if (pending === 'timeout') return { ready: false, reason: 'database_unreachable' }
    return pending.length === 0 ? { ready: true } : { ready: false, reason: 'migrations_pending' }
  } catch {
    return { ready: false, reason: 'database_unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

export function healthRoutes(check?: () => Promise<string[]>) {
  const router = express.Router()
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  router.get('/readyz', async (_req, res) => {
    const state = await readiness(check)
    res.setHeader('Cache-Control', 'no-store')
    res.status(state.ready ? 200 : 503).json(state.ready ? { status: 'ready' } : { status: 'not_ready', reason: state.reason })
  })
  return router
}
