import { sql, type Kysely } from 'kysely'
import { Gauge } from 'prom-client'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { scrapeRegistry } from './metrics.server'

/*
 * Gauges read from the database when scraped: one query for the outbox (its
 * (status, next_attempt_at) index keeps it cheap) and the readiness check, once
 * per scrape by the process that answers it, never once per worker (the rows are
 * shared: a sum over workers would multiply them).
 */

const registers = [scrapeRegistry]

const outboxEmails = new Gauge({
  name: 'claravia_outbox_emails',
  help: 'Emails in the outbox not yet sent, by status: pending (waiting or backing off), sending, failed (given up).',
  labelNames: ['status'] as const,
  registers,
})

const outboxOldestDue = new Gauge({
  name: 'claravia_outbox_oldest_due_age_seconds',
  help: 'Age of the oldest email that is due (or retrying) and not sent yet; 0 when none. Emails held back on purpose (an undo window) are not counted until due.',
  registers,
})

const ready = new Gauge({
  name: 'claravia_ready',
  help: 'Whether /readyz would answer 200 (1) or 503 (0): the database answers and is migrated, and the process is not stopping.',
  registers,
})

const scrapeErrors = new Gauge({
  name: 'claravia_scrape_database_error',
  help: 'Whether the outbox could not be read for this scrape (1): its gauges then keep their previous values.',
  registers,
})

export interface ScrapeSources {
  db: () => Kysely<Database>
  /** The readiness check behind /readyz. */
  ready: () => Promise<boolean>
}

const STATUSES = ['pending', 'sending', 'failed'] as const

/** Reads the outbox and readiness into their gauges. */
export async function refreshScrapeGauges({ db, ready: isReady }: ScrapeSources, now = new Date()) {
  const [outbox, readiness] = await Promise.allSettled([readOutbox(db(), now), isReady()])
  if (outbox.status === 'fulfilled') {
    for (const status of STATUSES) outboxEmails.set({ status }, outbox.value.counts[status] ?? 0)
    outboxOldestDue.set(outbox.value.oldestDueAgeSeconds)
  }
  scrapeErrors.set(outbox.status === 'fulfilled' ? 0 : 1)
  ready.set(readiness.status === 'fulfilled' && readiness.value ? 1 : 0)
}

async function readOutbox(db: Kysely<Database>, now: Date) {
  const iso = now.toISOString()
  const rows = await db
    .selectFrom('email_outbox')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('count'),
      // Due: tried at least once, or its time has come (a row held back for an undo window is not late).
      eb.fn
        .min(
          sql<string | Date | null>`case when ${eb.ref('attempts')} > 0 or ${eb.ref('next_attempt_at')} <= ${iso} then ${eb.ref('created_at')} end`,
        )
        .as('oldest_due'),
    ])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute()
  const counts: Partial<Record<(typeof STATUSES)[number], number>> = {}
  let oldest: number | undefined
  for (const row of rows) {
    counts[row.status as (typeof STATUSES)[number]] = Number(row.count)
    if (row.status !== 'failed' && row.oldest_due) {
      const created = toDate(row.oldest_due).getTime()
      oldest = oldest === undefined ? created : Math.min(oldest, created)
    }
  }
  return { counts, oldestDueAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) }
}
