import type { Kysely, Transaction } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * A stamp that changes whenever published content does (publishing,
 * unpublishing, the seed). Anything that keeps public pages or API answers
 * (a page cache, in any process or instance) compares its stamp with this one.
 */
export const CONTENT_VERSION_KEY = 'content.version'

export async function bumpContentVersion(db: Kysely<Database> | Transaction<Database>, now: Date) {
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
