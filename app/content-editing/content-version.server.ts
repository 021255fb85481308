import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * A stamp that changes whenever published content does (publishing,
 * unpublishing, the seed). Anything that keeps public pages or API answers
 * (a page cache, in any process or instance) compares its stamp with this one.
 */
export const CONTENT_VERSION_KEY = 'content.version'

/** How long a process trusts the stamp it last read: another process's or instance's change shows within this. */
const TRUST_MS = 1_000
/** After a change made in this process, the stamp is read at every request this long (its transaction commits meanwhile). */
const AFTER_LOCAL_CHANGE_MS = 2_000

let known: { value: string; readAt: number } | undefined
let readEveryTimeUntil = 0

export async function bumpContentVersion(db: Kysely<Database>, now: Date) {
  readEveryTimeUntil = Date.now() + AFTER_LOCAL_CHANGE_MS
  const value = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`
  await db
    .insertInto('settings')
    .values({ key: CONTENT_VERSION_KEY, value, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute()
}

export async function contentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CONTENT_VERSION_KEY).executeTakeFirst()
  return row?.value ?? '0'
}

/** The stamp as this process knows it: read again when a second old, or at once after a change made here. */
export async function currentContentVersion(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const trusted = trustedContentVersion(now)
  if (trusted !== undefined) return trusted
  known = { value: await contentVersion(db), readAt: now }
  return known.value
}

/** The stamp this process may use without asking the database; undefined when it must ask (currentContentVersion). */
export function trustedContentVersion(now = Date.now()): string | undefined {
  return known && now - known.readAt < TRUST_MS && now >= readEveryTimeUntil ? known.value : undefined
}
