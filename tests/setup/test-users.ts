import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

let counter = 0

/** Inserts `count` patients (unique emails, an unusable password hash) and returns their ids in order. */
export async function insertTestUsers(db: Kysely<Database>, count = 1, { locale = 'en', at = new Date() }: { locale?: Locale; at?: Date } = {}) {
  const batch = `${Date.now()}-${++counter}`
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Patient ${index + 1}`,
        email: `patient-${batch}-${index}@example.com`,
        password_hash: 'not-a-hash',
        locale,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}
