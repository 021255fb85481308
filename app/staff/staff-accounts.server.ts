import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/** The password hash of an invited account until its invitation is accepted: no password verifies against it. */
export const UNUSABLE_PASSWORD = '!invited'

/** Whether any admin can still sign in (ADMIN_EMAIL invites one only when none exists). */
export async function hasActiveAdmin(db: Kysely<Database>) {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst()
  return Boolean(row)
}
