import type { Kysely, Transaction } from 'kysely'
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

/** Appends one audit row in `trx`; the actor, request and time come from the action's context (a script acts as the system). */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, context: ActionContext, entry: AuditEntry) {
  const actor = entry.actor ?? context.session?.user
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
