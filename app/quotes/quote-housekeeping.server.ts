import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import { recordJobRun } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { recordAudit } from '~/staff/audit.server'
import { sweepVisitorRequests } from './visitor-requests.server'

/*
 * What happens to quotes with time (issue 30): a sent quote past its last day
 * expires by itself (its request too, unless a newer quote answers it), in
 * the audit trail as the system's doing; a visitor's request never sent goes
 * after a day, with its files. Every ten minutes in each serving process
 * (safe together: each update is conditional on the status it changes), and
 * the patient's page and accept refuse an expired quote before the sweep
 * comes by.
 */

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000

/** Expires the sent quotes whose last day has passed (UTC); returns how many. */
export async function expireQuotes(context: Pick<ActionContext, 'db' | 'now'>): Promise<number> {
  const { db, now } = context
  const today = now.toISOString().slice(0, 10)
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('quotes')
      .set({ status: 'expired', updated_at: now.toISOString() })
      .where('status', '=', 'sent')
      .where('valid_until', '<', today)
      .returning(['id', 'request_id', 'valid_until'])
      .execute()
    if (expired.length === 0) return 0
    await trx
      .updateTable('quote_requests')
      .set({ status: 'expired', updated_at: now.toISOString() })
      .where(
        'id',
        'in',
        expired.map((quote) => quote.request_id),
      )
      .where('status', '=', 'sent')
      .execute()
    const system: ActionContext = { db: trx, ip: '', locale: 'en', session: null, now }
    for (const quote of expired)
      await recordAudit(trx, system, {
        action: 'quote.expire',
        entityType: 'quote',
        entityId: quote.id,
        before: { status: 'sent' },
        after: { status: 'expired', validUntil: quote.valid_until },
      })
    return expired.length
  })
}

export function startQuoteHousekeeping(db: () => Kysely<Database>, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const now = new Date()
      const expired = await expireQuotes({ db: db(), now })
      const drafts = await sweepVisitorRequests(db(), now)
      if (expired + drafts > 0) logger.info({ expired, drafts }, 'quote housekeeping')
      recordJobRun('quote_housekeeping', true)
    } catch (error) {
      recordJobRun('quote_housekeeping', false)
      logger.error({ err: error }, 'quote housekeeping failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return { tick, stop: () => clearInterval(timer) }
}
