import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { logger } from '~/observability/logger.server'
import { now } from '~/time/clock.server'
import { publishDueContent } from './content-records.server'

/*
 * Scheduled content goes live on time: every 15 seconds each process
 * publishes what is due. Several processes or instances may run this at once:
 * publishing re-checks each record under its lock, so a record is published
 * once (content-records.server.ts).
 */

export const SCHEDULE_CHECK_MS = 15_000

export function startContentScheduler(db: () => Kysely<Database>, intervalMs = SCHEDULE_CHECK_MS) {
  let running = false
  const tick = async () => {
    if (running) return 0
    running = true
    try {
      const published = await publishDueContent({ db: db(), ip: '', locale: 'en', session: null, now: now() })
      if (published > 0) logger.info({ published }, 'scheduled content published')
      return published
    } catch (error) {
      logger.error({ err: error }, 'scheduled publishing failed')
      return 0
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  // Never keeps the process alive on its own.
  timer.unref()
  return { tick, stop: () => clearInterval(timer) }
}
