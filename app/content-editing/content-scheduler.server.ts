import type { Kysely } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { recordJobRun } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'
import { now } from '~/time/clock.server'
import { recordAudit } from '~/staff/audit.server'
import { recordRow, statusBeforeSchedule, type RecordRow, type Trx } from './content-record-store.server'
import { publishRow } from './content-publishing.server'
import type { ContentDocument } from './fields'
import { contentKind, kindSchema } from './kinds'

/*
 * Scheduled content goes live on time: every 15 seconds each process
 * publishes what is due. Several processes or instances may run this at once:
 * publishing re-checks each record under its lock, so a record is published
 * once.
 */

export const SCHEDULE_CHECK_MS = 15_000

/** Publishes every scheduled record that is due; returns how many. Safe to run in several processes at once. */
export async function publishDueContent(context: ActionContext): Promise<number> {
  const due = await context.db
    .selectFrom('content_records')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', context.now.toISOString())
    .execute()
  let published = 0
  for (const { id } of due) {
    published += await context.db.transaction().execute(async (trx) => {
      await lockRowForUpdate(trx, 'content_records', id)
      const row = await recordRow(trx, id)
      // Another process may have published it, or an editor cancelled it, since the list was read.
      if (!row || row.status !== 'scheduled' || row.draft === null) return 0
      const kind = contentKind(row.kind)!
      const complete = kindSchema(kind, 'publish').safeParse(JSON.parse(row.draft))
      if (!complete.success) {
        await withdrawSchedule(trx, context, row, String(complete.error.issues[0]?.path[0] ?? ''))
        return 0
      }
      await publishRow(trx, context, kind, row, complete.data as ContentDocument, 'content.publish_scheduled')
      return 1
    })
  }
  return published
}

/**
 * A due draft that is not complete in both languages (saving refuses one, but
 * a record scheduled before that rule, or written around it) is never
 * published half-blank: its schedule ends, audited and logged, and the editor
 * finds the draft waiting with its missing field.
 */
async function withdrawSchedule(trx: Trx, context: ActionContext, row: RecordRow, missing: string) {
  const status = await statusBeforeSchedule(trx, row)
  await trx
    .updateTable('content_records')
    .set({ status, scheduled_at: null, version: row.version + 1 })
    .where('id', '=', row.id)
    .execute()
  await recordAudit(trx, context, {
    action: 'content.schedule_withdrawn',
    entityType: row.kind,
    entityId: row.id,
    before: { status: 'scheduled' },
    after: { status, missing },
  })
  logger.warn({ recordId: row.id, kind: row.kind, missing }, 'scheduled content incomplete: schedule withdrawn')
}

export function startContentScheduler(db: () => Kysely<Database>, intervalMs = SCHEDULE_CHECK_MS) {
  let running = false
  const tick = async () => {
    if (running) return 0
    running = true
    try {
      const published = await publishDueContent({ db: db(), ip: '', locale: 'en', session: null, now: now() })
      if (published > 0) logger.info({ published }, 'scheduled content published')
      recordJobRun('content_scheduler', true)
      return published
    } catch (error) {
      recordJobRun('content_scheduler', false)
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
