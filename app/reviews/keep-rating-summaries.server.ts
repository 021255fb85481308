import { sql, type Transaction } from 'kysely'
import type { Database, RatingTargetKind, ReviewStatus } from '~/db/schema'

/*
 * The one way rating_summaries change (issue 31): each write of a review
 * (written, edited, withdrawn; hidden or shown again by staff) calls
 * keepRatingSummaries in its own transaction with the review as it was and as
 * it is, and the counts of its clinic, specialist (if any) and treatment move
 * by the difference. Only published reviews count.
 *
 * Each change is one upsert that adds to what the row holds (never a value
 * read before and written back), so two reviews written at the same moment
 * both count on either database: PostgreSQL locks the row for the increment,
 * SQLite runs one writer at a time. The rows are touched in one order (kind,
 * then id), so two transactions never wait for each other's rows crosswise.
 */

/** What the summaries need to know of a review. */
export interface CountedReview {
  clinic_id: number
  specialist_id: number | null
  service_id: number
  overall: number
  status: ReviewStatus
}

type Delta = { count: number; total: number; stars: [number, number, number, number, number] }

const KIND_ORDER: Record<RatingTargetKind, number> = { clinic: 0, service: 1, specialist: 2 }

function targets(review: CountedReview): Array<[RatingTargetKind, number]> {
  return [
    ['clinic', review.clinic_id],
    ['service', review.service_id],
    ...(review.specialist_id === null ? [] : [['specialist', review.specialist_id] as [RatingTargetKind, number]]),
  ]
}

/** Per target, what changes: the review as it was taken away, as it is added. */
export function summaryDeltas(before: CountedReview | null, after: CountedReview | null) {
  const deltas = new Map<string, { kind: RatingTargetKind; id: number; delta: Delta }>()
  const apply = (review: CountedReview | null, sign: 1 | -1) => {
    if (!review || review.status !== 'published') return
    for (const [kind, id] of targets(review)) {
      const key = `${kind}:${id}`
      const entry = deltas.get(key) ?? { kind, id, delta: { count: 0, total: 0, stars: [0, 0, 0, 0, 0] } }
      entry.delta.count += sign
      entry.delta.total += sign * review.overall
      const star = (review.overall - 1) as 0 | 1 | 2 | 3 | 4
      entry.delta.stars[star] += sign
      deltas.set(key, entry)
    }
  }
  apply(before, -1)
  apply(after, 1)
  return [...deltas.values()]
    .filter(({ delta }) => delta.count !== 0 || delta.total !== 0 || delta.stars.some((n) => n !== 0))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id)
}

/**
 * Moves the rating summaries of the review's clinic, specialist and treatment
 * from `before` (null: it did not exist) to `after` (null: it no longer
 * counts), in `trx`, the transaction of the review's write.
 */
export async function keepRatingSummaries(trx: Transaction<Database>, before: CountedReview | null, after: CountedReview | null): Promise<void> {
  for (const { kind, id, delta } of summaryDeltas(before, after)) {
    const [s1, s2, s3, s4, s5] = delta.stars
    await trx
      .insertInto('rating_summaries')
      .values({
        target_kind: kind,
        target_id: id,
        review_count: delta.count,
        star_total: delta.total,
        stars_1: s1,
        stars_2: s2,
        stars_3: s3,
        stars_4: s4,
        stars_5: s5,
      })
      .onConflict((conflict) =>
        conflict.columns(['target_kind', 'target_id']).doUpdateSet({
          review_count: sql`rating_summaries.review_count + excluded.review_count`,
          star_total: sql`rating_summaries.star_total + excluded.star_total`,
          stars_1: sql`rating_summaries.stars_1 + excluded.stars_1`,
          stars_2: sql`rating_summaries.stars_2 + excluded.stars_2`,
          stars_3: sql`rating_summaries.stars_3 + excluded.stars_3`,
          stars_4: sql`rating_summaries.stars_4 + excluded.stars_4`,
          stars_5: sql`rating_summaries.stars_5 + excluded.stars_5`,
        }),
      )
      .execute()
  }
}
