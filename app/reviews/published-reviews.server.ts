import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { RatingSummary } from './rating'
import { REVIEWS_PAGE_SIZE, type PublicReview, type ReviewsPage, type ReviewTarget } from './public-review'
import { ratingSummary } from './rating-summary.server'

/*
 * The public list of a clinic's, specialist's or treatment's reviews (issue
 * 31): published ones and, in their place, hidden ones as the reason they were
 * hidden (never their text); withdrawn ones never. Newest first, ten a page.
 *
 * Fast however many reviews there are: each status is read as its own range of
 * the (target, status, created_at) index, already in order, as far as the page
 * asked for; the two ranges are merged here and only the page's ten rows are
 * then read in full. The counts come from the kept rating summary (published)
 * and the index (hidden, which are few): nothing is recomputed per request.
 */

const TARGET_COLUMN = { clinic: 'clinic_id', specialist: 'specialist_id', service: 'service_id' } as const

const iso = (value: Date | string) => toDate(value).toISOString()

/** The ids and times of one status's reviews of `target`, newest first, the first `limit` of them (an index range in order). */
function newestOf(db: Kysely<Database>, target: ReviewTarget, status: 'published' | 'hidden', limit: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'created_at'])
    .where(TARGET_COLUMN[target.kind], '=', target.id)
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Newest first; on the same instant, the later id first. */
function newerFirst(a: { id: number; at: number }, b: { id: number; at: number }) {
  return b.at - a.at || b.id - a.id
}

/** One page of `target`'s reviews as the public reads them, with `published` (the summary's count) given. */
export async function reviewsPage(
  db: Kysely<Database>,
  target: ReviewTarget,
  locale: Locale,
  askedPage: number,
  published: number,
): Promise<ReviewsPage> {
  const hiddenCount = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(TARGET_COLUMN[target.kind], '=', target.id)
    .where('status', '=', 'hidden')
    .executeTakeFirstOrThrow()
  const listed = published + Number(hiddenCount.n)
  const pageCount = Math.max(1, Math.ceil(listed / REVIEWS_PAGE_SIZE))
  const page = Math.min(Math.max(1, askedPage), pageCount)
  if (listed === 0) return { reviews: [], page, pageCount, listed }

  const end = page * REVIEWS_PAGE_SIZE
  const [publishedIds, hiddenIds] = await Promise.all([newestOf(db, target, 'published', end), newestOf(db, target, 'hidden', end)])
  const ids = [...publishedIds, ...hiddenIds]
    .map((row) => ({ id: row.id, at: toDate(row.created_at).getTime() }))
    .sort(newerFirst)
    .slice(end - REVIEWS_PAGE_SIZE, end)
    .map((row) => row.id)
  if (ids.length === 0) return { reviews: [], page, pageCount, listed }

  const rows = await db
    .selectFrom('reviews as r')
    .leftJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'r.service_id').on('st.locale', '=', locale))
    .leftJoin('users as replier', 'replier.id', 'r.reply_by')
    .select([
      'r.id',
      'r.status',
      'r.hidden_reason',
      'r.created_at',
      'r.overall',
      'r.care',
      'r.communication',
      'r.result',
      'r.value',
      'r.body',
      'r.locale',
      'r.display_name',
      'r.completed_on',
      'r.reply_body',
      'r.reply_at',
      'st.name as treatment',
      'replier.name as replier',
    ])
    .where('r.id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  const reviews = ids.flatMap((id): PublicReview[] => {
    const row = byId.get(id)
    // Withdrawn between the two reads: left out of this page.
    if (!row || (row.status !== 'published' && row.status !== 'hidden')) return []
    const createdAt = iso(row.created_at)
    if (row.status === 'hidden') return [{ id, state: 'hidden', createdAt, reason: row.hidden_reason }]
    return [
      {
        id,
        state: 'published',
        createdAt,
        overall: row.overall,
        scores: { care: row.care, communication: row.communication, result: row.result, value: row.value },
        body: row.body,
        locale: row.locale,
        displayName: row.display_name.trim() || null,
        treatment: row.treatment ?? '',
        completedOn: row.completed_on,
        reply: row.reply_body && row.reply_at ? { body: row.reply_body, by: row.replier, at: iso(row.reply_at) } : null,
      },
    ]
  })
  return { reviews, page, pageCount, listed }
}

export interface ReviewsSection {
  summary: RatingSummary
  list: ReviewsPage
}

/** What a profile or treatment page shows of its reviews: the published rating and the page of reviews asked for. */
export async function reviewsSection(db: Kysely<Database>, target: ReviewTarget, locale: Locale, page: number): Promise<ReviewsSection> {
  const summary = await ratingSummary(db, target.kind, target.id)
  return { summary, list: await reviewsPage(db, target, locale, page, summary.count) }
}

const TARGET_TABLE = { clinic: 'clinics', specialist: 'specialists', service: 'services' } as const

/** A clinic's, specialist's or treatment's page's reviews, the target named by its stable key (its table's slug column). */
export async function reviewsByKey(
  db: Kysely<Database>,
  kind: ReviewTarget['kind'],
  key: string,
  locale: Locale,
  page: number,
): Promise<ReviewsSection> {
  const target = await db.selectFrom(TARGET_TABLE[kind]).select('id').where('slug', '=', key).executeTakeFirst()
  // A new record's draft, previewed before it has a live row, has no reviews yet (no row has id 0).
  return reviewsSection(db, { kind, id: target?.id ?? 0 }, locale, page)
}
