import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { recordJobRun } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { releaseExpiredHolds } from './holds.server'

/*
 * Holds also expire when nobody books: every new hold sweeps first, and this
 * timer sweeps once a minute, so an abandoned payment page frees its hour
 * within a minute of the 10 minutes even on a quiet day.
 */

export const SWEEP_INTERVAL_MS = 60_000

export function startHoldSweeper(db: () => Kysely<Database>, intervalMs = SWEEP_INTERVAL_MS) {
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const released = await releaseExpiredHolds(db())
      if (released > 0) logger.info({ released }, 'expired holds released')
      recordJobRun('hold_sweeper', true)
    } catch (error) {
      recordJobRun('hold_sweeper', false)
      logger.error({ err: error }, 'hold sweep failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(sweep, intervalMs)
  // Never keeps the process alive on its own.
  timer.unref()
  return {
    sweep,
    stop: () => clearInterval(timer),
  }
}
