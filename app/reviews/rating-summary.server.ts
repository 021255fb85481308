import type { Kysely } from 'kysely'
import type { Database, RatingTargetKind } from '~/db/schema'
import { NO_REVIEWS, publishedAverage, type RatingSummary } from './rating'

/**
 * The published rating of each clinic, specialist or treatment asked for,
 * read from the summaries kept with every review write (one row each, however
 * many reviews); a target without reviews gets NO_REVIEWS.
 */
export async function ratingSummaries(db: Kysely<Database>, kind: RatingTargetKind, ids: number[]): Promise<Map<number, RatingSummary>> {
  const summaries = new Map<number, RatingSummary>(ids.map((id) => [id, NO_REVIEWS]))
  if (ids.length === 0) return summaries
  const rows = await db.selectFrom('rating_summaries').selectAll().where('target_kind', '=', kind).where('target_id', 'in', ids).execute()
  for (const row of rows) {
    summaries.set(row.target_id, {
      count: row.review_count,
      distribution: [row.stars_1, row.stars_2, row.stars_3, row.stars_4, row.stars_5],
      average: publishedAverage(row.star_total, row.review_count),
    })
  }
  return summaries
}

export async function ratingSummary(db: Kysely<Database>, kind: RatingTargetKind, id: number): Promise<RatingSummary> {
  return (await ratingSummaries(db, kind, [id])).get(id) ?? NO_REVIEWS
}
