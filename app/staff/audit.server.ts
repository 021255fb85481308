import { sql, type Kysely, type Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'

/*
 * The audit trail of staff writes (issue 12): who, when, what, the record
 * before and after, the request. Rows are only ever inserted, by recordAudit,
 * inside the transaction of the write they describe, so a write and its trace
 * commit or roll back together. Nothing updates or deletes them.
 */

export interface AuditEntry {
  /** What was done, as `<entity>.<verb>`: `staff.invite`, `staff.disable`… */
  action: string
  entityType: string
  entityId: string | number
  /** The record before the write (omitted for a creation) and after it (omitted for a removal). */
  before?: object
  after?: object
  /** Who acted, when not the context's signed-in user (someone accepting their invitation). */
  actor?: { id: number; email: string }
}

/**
 * Appends one audit row in `trx`; the actor (the staff caller the door let in, else the signed-in
 * person), request and time come from the action's context (a script acts as the system).
 */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, context: ActionContext, entry: AuditEntry) {
  const actor = entry.actor ?? context.staff?.member ?? context.session?.user
  await trx
    .insertInto('audit_log')
    .values({
      at: context.now.toISOString(),
      actor_user_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: context.requestId ?? null,
      ip: context.ip || null,
    })
    .execute()
}

export interface AuditFilter {
  /** Actor's email, or part of it. */
  actor?: string
  /** An action (`staff.disable`), or the start of one (`staff.`). */
  action?: string
  /** Inclusive bounds, as instants. */
  from?: Date
  to?: Date
}

export const AUDIT_PAGE_SIZE = 50

/** Typed text as a LIKE pattern's literal part (its % and _ match themselves). */
function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, '\\$&')
}

/** One page of the audit trail, newest first, and whether an older page follows (the console's Audit page). */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter, page = 1) {
  let query = db.selectFrom('audit_log').selectAll()
  // LIKE … ESCAPE is standard SQL, the same on both engines; emails and actions are stored lower-case.
  if (filter.actor) query = query.where(sql<boolean>`actor_email like ${`%${likeLiteral(filter.actor.toLowerCase())}%`} escape '\\'`)
  if (filter.action) query = query.where(sql<boolean>`action like ${`${likeLiteral(filter.action)}%`} escape '\\'`)
  if (filter.from) query = query.where('at', '>=', filter.from.toISOString())
  if (filter.to) query = query.where('at', '<=', filter.to.toISOString())
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute()
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasMore: rows.length > AUDIT_PAGE_SIZE }
}
