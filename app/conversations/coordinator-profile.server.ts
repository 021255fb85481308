import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { withPictures } from '~/media/pictures.server'
import { median } from './waiting-conversations.server'

/*
 * The coordinator as the patient meets them (issue 29): name, the role and
 * photo of their public team record when they have one, the languages they
 * answer in, and how long they usually take to reply (the median of their
 * first replies over the last 90 days; unsaid until they have five).
 */

export interface CoordinatorProfile {
  id: number
  name: string
  /** Their team record's role in the reader's language ("Patient coordinator"), when linked. */
  title: string | null
  picture: Awaited<ReturnType<typeof withPictures>>[number]['picture']
  languages: string[]
  usualReplySeconds: number | null
}

const REPLY_WINDOW_MS = 90 * 24 * 60 * 60 * 1000
const REPLIES_FOR_A_USUAL_TIME = 5

export async function coordinatorProfile(db: Kysely<Database>, coordinatorId: number, locale: Locale, now: Date): Promise<CoordinatorProfile | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('staff_profiles as sp', 'sp.user_id', 'u.id')
    .leftJoin('team_members as tm', (join) => join.onRef('tm.id', '=', 'sp.team_member_id').on('tm.published', '=', 1))
    .leftJoin('team_members_translations as tt', (join) => join.onRef('tt.owner_id', '=', 'tm.id').on('tt.locale', '=', locale))
    .select(['u.id', 'u.name', 'sp.languages', 'tt.role as title', 'tm.image_id as imageId', 'tt.image_alt as imageAlt'])
    .where('u.id', '=', coordinatorId)
    .executeTakeFirst()
  if (!row) return null
  const replies = await db
    .selectFrom('care_messages')
    .select('ended_wait_seconds')
    .where('author_id', '=', coordinatorId)
    .where('ended_wait_seconds', 'is not', null)
    .where('created_at', '>=', new Date(now.getTime() - REPLY_WINDOW_MS).toISOString())
    // The latest thousand at most: a usual time is about now.
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute()
  const [withPicture] = await withPictures(db, [{ imageId: row.imageId, imageAlt: row.imageAlt ?? row.name }])
  return {
    id: row.id,
    name: row.name,
    title: row.title ?? null,
    picture: withPicture?.picture ?? null,
    languages: (row.languages ?? '')
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
    usualReplySeconds: replies.length >= REPLIES_FOR_A_USUAL_TIME ? median(replies.map((reply) => reply.ended_wait_seconds!)) : null,
  }
}
