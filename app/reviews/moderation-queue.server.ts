import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database, ReviewHiddenReason } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

/*
 * The reviews as coordinators moderate them (issue 31; the console's Reviews
 * and GET /v1/admin/reviews): by state — new (published, not answered yet),
 * replied (published, answered), hidden — newest first, twenty a page, each
 * with what it is about (clinic, specialist, treatment), its stars and words
 * as the patient wrote them, its reply or why it is hidden, and the version
 * the moderation forms send back. Withdrawn reviews are the patient's alone.
 */

export const MODERATION_STATES = ['new', 'replied', 'hidden'] as const
export type ModerationState = (typeof MODERATION_STATES)[number]

export const MODERATION_PAGE_SIZE = 20

export interface ModeratedReviewRow {
  id: number
  version: number
  status: 'published' | 'hidden'
  createdAt: string
  clinic: { id: number; name: string }
  specialist: { id: number; name: string } | null
  treatment: string
  completedOn: string
  overall: number
  scores: { care: number | null; communication: number | null; result: number | null; value: number | null }
  body: string
  locale: string
  displayName: string | null
  reply: { body: string; by: string | null; at: string } | null
  hidden: { reason: ReviewHiddenReason | null; by: string | null; at: string | null } | null
}

const iso = (value: Date | string) => toDate(value).toISOString()

function baseQuery(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('clinics as c', 'c.id', 'r.clinic_id')
    .leftJoin('specialists as s', 's.id', 'r.specialist_id')
    .leftJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'r.service_id').on('st.locale', '=', locale))
    .leftJoin('users as replier', 'replier.id', 'r.reply_by')
    .leftJoin('users as hider', 'hider.id', 'r.hidden_by')
    .select([
      'r.id',
      'r.version',
      'r.status',
      'r.created_at',
      'r.clinic_id',
      'c.name as clinic_name',
      'r.specialist_id',
      's.name as specialist_name',
      'st.name as treatment',
      'r.completed_on',
      'r.overall',
      'r.care',
      'r.communication',
      'r.result',
      'r.value',
      'r.body',
      'r.locale',
      'r.display_name',
      'r.reply_body',
      'r.reply_at',
      'replier.name as replier',
      'r.hidden_reason',
      'r.hidden_at',
      'hider.name as hider',
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number]

function shape(row: Row): ModeratedReviewRow {
  return {
    id: row.id,
    version: row.version,
    status: row.status === 'hidden' ? 'hidden' : 'published',
    createdAt: iso(row.created_at),
    clinic: { id: row.clinic_id, name: row.clinic_name },
    specialist: row.specialist_id !== null && row.specialist_name !== null ? { id: row.specialist_id, name: row.specialist_name } : null,
    treatment: row.treatment ?? '',
    completedOn: row.completed_on,
    overall: row.overall,
    scores: { care: row.care, communication: row.communication, result: row.result, value: row.value },
    body: row.body,
    locale: row.locale,
    displayName: row.display_name.trim() || null,
    reply: row.reply_body && row.reply_at ? { body: row.reply_body, by: row.replier, at: iso(row.reply_at) } : null,
    hidden: row.status === 'hidden' ? { reason: row.hidden_reason, by: row.hider, at: row.hidden_at ? iso(row.hidden_at) : null } : null,
  }
}

function inState(query: ReturnType<typeof baseQuery>, state: ModerationState) {
  if (state === 'hidden') return query.where('r.status', '=', 'hidden')
  const published = query.where('r.status', '=', 'published')
  return state === 'new' ? published.where('r.reply_body', 'is', null) : published.where('r.reply_body', 'is not', null)
}

/** How many reviews are in each state. */
export async function moderationCounts(db: Kysely<Database>): Promise<Record<ModerationState, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select([
      'status',
      (eb) => eb.case().when('reply_body', 'is', null).then(0).else(1).end().as('replied'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('status', 'in', ['published', 'hidden'])
    .groupBy(['status', (eb) => eb.case().when('reply_body', 'is', null).then(0).else(1).end()])
    .execute()
  const counts = { new: 0, replied: 0, hidden: 0 }
  for (const row of rows) {
    const state: ModerationState = row.status === 'hidden' ? 'hidden' : Number(row.replied) ? 'replied' : 'new'
    counts[state] += Number(row.n)
  }
  return counts
}

/** Published reviews no one has answered yet: the count beside the console's Reviews link. */
export async function newReviewCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'published')
    .where('reply_body', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A page of the reviews in `state`, newest first. */
export async function moderationQueue(
  db: Kysely<Database>,
  { state, locale, page }: { state: ModerationState; locale: Locale; page: number },
): Promise<{ reviews: ModeratedReviewRow[]; page: number; hasNext: boolean }> {
  const rows = await inState(baseQuery(db, locale), state)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(MODERATION_PAGE_SIZE + 1)
    .offset((page - 1) * MODERATION_PAGE_SIZE)
    .execute()
  return { reviews: rows.slice(0, MODERATION_PAGE_SIZE).map(shape), page, hasNext: rows.length > MODERATION_PAGE_SIZE }
}

/** One review as moderators read it (not withdrawn), or undefined. */
export async function moderatedReview(db: Kysely<Database>, id: number, locale: Locale): Promise<ModeratedReviewRow | undefined> {
  const row = await baseQuery(db, locale).where('r.id', '=', id).where('r.status', 'in', ['published', 'hidden']).executeTakeFirst()
  return row ? shape(row) : undefined
}
