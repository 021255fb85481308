import { beforeAll, describe, expect, it } from 'vitest'
import {
  aReview,
  completedAppointment,
  insertPatient,
  keptSummaries,
  patientContext,
  recountedSummaries,
  reviewCatalogue,
  type ReviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { editReview } from './edit-review.server'
import { keepRatingSummaries, summaryDeltas, type CountedReview } from './keep-rating-summaries.server'
import { withdrawReview } from './withdraw-review.server'
import { writeReview } from './write-review.server'

const review = (overrides: Partial<CountedReview> = {}): CountedReview => ({
  clinic_id: 1,
  specialist_id: 7,
  service_id: 3,
  overall: 4,
  status: 'published',
  ...overrides,
})

describe('summaryDeltas', () => {
  it('adds a published review to its clinic, treatment and specialist, in one order', () => {
    expect(summaryDeltas(null, review())).toEqual([
      { kind: 'clinic', id: 1, delta: { count: 1, total: 4, stars: [0, 0, 0, 1, 0] } },
      { kind: 'service', id: 3, delta: { count: 1, total: 4, stars: [0, 0, 0, 1, 0] } },
      { kind: 'specialist', id: 7, delta: { count: 1, total: 4, stars: [0, 0, 0, 1, 0] } },
    ])
  })
  it('moves only the stars on an edit, nothing when nothing counted changes, and has no specialist when the review has none', () => {
    expect(summaryDeltas(review({ specialist_id: null }), review({ specialist_id: null, overall: 2 }))).toEqual([
      { kind: 'clinic', id: 1, delta: { count: 0, total: -2, stars: [0, 1, 0, -1, 0] } },
      { kind: 'service', id: 3, delta: { count: 0, total: -2, stars: [0, 1, 0, -1, 0] } },
    ])
    expect(summaryDeltas(review(), review())).toEqual([])
  })
  it('counts hidden and withdrawn reviews nowhere: hiding or withdrawing takes it away, showing again adds it back', () => {
    expect(summaryDeltas(review(), review({ status: 'hidden' })).map(({ delta }) => delta.count)).toEqual([-1, -1, -1])
    expect(summaryDeltas(review({ status: 'hidden' }), review({ status: 'withdrawn' }))).toEqual([])
    expect(summaryDeltas(review({ status: 'hidden' }), review()).map(({ delta }) => delta.count)).toEqual([1, 1, 1])
  })
})

describeEachDatabase('rating summaries kept with every review write', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  it('a hide and a show again through keepRatingSummaries move the counts as staff verbs will', async () => {
    const patient = await insertPatient(db(), 'Escondida')
    const appointmentId = await completedAppointment(db(), patient, { clinicId: ids.madrid, serviceId: ids.icl, specialistId: ids.madridSpecialist })
    const written = await writeReview(patientContext(db(), patient), aReview({ appointmentId }, { overall: 2 }))
    if (!written.ok) throw new Error(written.code)
    const row = await db().selectFrom('reviews').selectAll().where('id', '=', written.reviewId).executeTakeFirstOrThrow()
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('reviews').set({ status: 'hidden', hidden_reason: 'abuse' }).where('id', '=', row.id).execute()
        await keepRatingSummaries(trx, row, { ...row, status: 'hidden' })
      })
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('reviews').set({ status: 'published', hidden_reason: null }).where('id', '=', row.id).execute()
        await keepRatingSummaries(trx, { ...row, status: 'hidden' }, row)
      })
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
  })

  it('after many random writes, several at the same moment, the summaries equal a recount of the published reviews', async () => {
    // A seeded pseudo-random walk: the same run every time, so a failure can be replayed.
    let seed = 20261127
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const places = [
      { clinicId: ids.bogota, serviceId: ids.lasik, specialistId: ids.bogotaSpecialist },
      { clinicId: ids.bogota, serviceId: ids.icl, specialistId: null },
      { clinicId: ids.madrid, serviceId: ids.lasik, specialistId: ids.madridSpecialist },
    ]
    const patients = await Promise.all([0, 1, 2, 3].map((n) => insertPatient(db(), `Aleatoria ${n}`)))
    const written: Array<{ patient: number; reviewId: number; version: number }> = []
    for (let round = 0; round < 8; round += 1) {
      // Each round: up to six writes at once (new reviews, edits, withdrawals), each in its own transaction.
      const writes = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const choice = random(3)
          if (choice === 0 || written.length === 0) {
            const patient = patients[random(patients.length)]!
            const appointmentId = await completedAppointment(db(), patient, places[random(places.length)]!)
            const outcome = await writeReview(patientContext(db(), patient), aReview({ appointmentId }, { overall: random(5) + 1 }))
            return outcome.ok ? { kind: 'written' as const, entry: { patient, reviewId: outcome.reviewId, version: 1 } } : null
          }
          const entry = written[random(written.length)]!
          if (choice === 1) {
            const outcome = await editReview(patientContext(db(), entry.patient), {
              ...aReview({ appointmentId: 1 }, { overall: random(5) + 1 }),
              reviewId: entry.reviewId,
              version: entry.version,
            })
            if (outcome.ok) entry.version = outcome.version
            return null
          }
          await withdrawReview(patientContext(db(), entry.patient), { reviewId: entry.reviewId })
          return null
        }),
      )
      for (const write of writes) if (write) written.push(write.entry)
    }
    expect(written.length).toBeGreaterThan(5)
    const published = await db().selectFrom('reviews').select('id').where('status', '=', 'published').execute()
    expect(published.length).toBeGreaterThan(0)
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
  }, 60_000)

  it('two reviews of the same clinic written at the same moment both count', async () => {
    const [first, second] = await Promise.all([insertPatient(db(), 'Una'), insertPatient(db(), 'Otra')])
    const place = { clinicId: ids.madrid, serviceId: ids.lasik, specialistId: ids.madridSpecialist }
    const before = (await keptSummaries(db())).get(`clinic:${ids.madrid}`)?.review_count ?? 0
    const [a, b] = await Promise.all([completedAppointment(db(), first, place), completedAppointment(db(), second, place)])
    const outcomes = await Promise.all([
      writeReview(patientContext(db(), first), aReview({ appointmentId: a })),
      writeReview(patientContext(db(), second), aReview({ appointmentId: b })),
    ])
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true])
    expect((await keptSummaries(db())).get(`clinic:${ids.madrid}`)?.review_count).toBe(before + 2)
  })
})
