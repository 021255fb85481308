import { sql, type Insertable, type Kysely } from 'kysely'
import type { Database, RatingTargetKind, ReviewsTable } from '~/db/schema'
import { insertPatient } from './staff-console'

/*
 * Reviews for tests and the bench, many at once: rows as a patient's
 * published review leaves them, then each target's rating summary counted
 * from them (as the kept summaries would read after those writes).
 */

export type ReviewFixture = Pick<Insertable<ReviewsTable>, 'clinic_id' | 'service_id'> & Partial<Insertable<ReviewsTable>>

const SUMMARY_TARGETS: { kind: RatingTargetKind; column: 'clinic_id' | 'specialist_id' | 'service_id' }[] = [
  { kind: 'clinic', column: 'clinic_id' },
  { kind: 'specialist', column: 'specialist_id' },
  { kind: 'service', column: 'service_id' },
]

let patients = 0

/** Inserts `reviews` (published, by one new patient, unless said otherwise; created a minute apart, the last first) and recounts the summaries of what they are about. */
export async function insertReviews(db: Kysely<Database>, reviews: ReviewFixture[], { patientId }: { patientId?: number } = {}) {
  const patient = patientId ?? (await insertPatient(db, `Reviewer ${++patients}`))
  const start = Date.parse('2027-01-01T10:00:00.000Z')
  const ids: number[] = []
  for (let from = 0; from < reviews.length; from += 500) {
    const rows = reviews.slice(from, from + 500).map((review, index) => {
      const at = new Date(start - (from + index) * 60_000).toISOString()
      return {
        patient_id: patient,
        completed_on: '2026-11-12',
        overall: 5,
        body: 'The care team explained every step and my eyesight is excellent now.',
        locale: 'en',
        status: 'published' as const,
        created_at: at,
        updated_at: at,
        editable_until: new Date(Date.parse(at) + 30 * 86_400_000).toISOString(),
        ...review,
      }
    })
    const inserted = await db.insertInto('reviews').values(rows).returning('id').execute()
    ids.push(...inserted.map((row) => row.id))
  }
  await recountSummaries(db)
  return ids
}

/** Every rating summary as the published reviews now make it (a fixture's shortcut; the site keeps them write by write). */
export async function recountSummaries(db: Kysely<Database>) {
  await db.deleteFrom('rating_summaries').execute()
  for (const { kind, column } of SUMMARY_TARGETS) {
    const rows = await db
      .selectFrom('reviews')
      .select([
        sql<number>`${sql.ref(column)}`.as('target_id'),
        (eb) => eb.fn.countAll<number>().as('review_count'),
        (eb) => eb.fn.sum<number>('overall').as('star_total'),
        ...([1, 2, 3, 4, 5] as const).map((stars) => sql<number>`sum(case when overall = ${stars} then 1 else 0 end)`.as(`stars_${stars}`)),
      ])
      .where('status', '=', 'published')
      .where(column, 'is not', null)
      .groupBy(column)
      .execute()
    if (rows.length === 0) continue
    await db
      .insertInto('rating_summaries')
      .values(
        rows.map((row) => ({
          target_kind: kind,
          target_id: Number(row.target_id),
          review_count: Number(row.review_count),
          star_total: Number(row.star_total),
          stars_1: Number(row.stars_1),
          stars_2: Number(row.stars_2),
          stars_3: Number(row.stars_3),
          stars_4: Number(row.stars_4),
          stars_5: Number(row.stars_5),
        })),
      )
      .execute()
  }
}
