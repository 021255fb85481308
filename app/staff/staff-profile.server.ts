import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/** A staff member's profile as the staff page edits it, and the published team records to choose from. */
export async function staffProfile(db: Kysely<Database>, userId: number) {
  const [row, teamRecords] = await Promise.all([
    db.selectFrom('staff_profiles').select(['languages', 'team_member_id']).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('team_members').select(['id', 'name']).where('published', '=', 1).orderBy('position').orderBy('id').execute(),
  ])
  const languages = (row?.languages ?? '').split(',').filter(Boolean)
  return { profile: { languages, teamMemberId: row?.team_member_id ?? null }, teamRecords }
}
