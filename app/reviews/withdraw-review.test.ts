import { beforeAll, expect, it } from 'vitest'
import {
  aReview,
  completedAppointment,
  insertPatient,
  keptSummaries,
  patientContext,
  reviewCatalogue,
  type ReviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { auditOfRecord } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { reviewsSection } from './published-reviews.server'
import { withdrawReview } from './withdraw-review.server'
import { writeReview } from './write-review.server'

describeEachDatabase('a patient withdraws their review (withdrawReview)', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  it('at any time: it leaves the ratings and the public list, stays theirs as withdrawn; twice is harmless; anyone else’s is not found', async () => {
    const patient = await insertPatient(db(), 'Retira')
    const appointmentId = await completedAppointment(db(), patient, {
      clinicId: ids.madrid,
      serviceId: ids.lasik,
      specialistId: ids.madridSpecialist,
    })
    const written = await writeReview(patientContext(db(), patient, { now: new Date('2020-01-01T00:00:00.000Z') }), aReview({ appointmentId }))
    if (!written.ok) throw new Error(written.code)
    const key = `specialist:${ids.madridSpecialist}`
    const counted = (await keptSummaries(db())).get(key)?.review_count ?? 0
    const listed = async () =>
      (await reviewsSection(db(), { kind: 'specialist', id: ids.madridSpecialist }, 'en', 1)).list.reviews.map((review) => review.id)
    expect(await listed()).toContain(written.reviewId)

    const stranger = await insertPatient(db(), 'Otra')
    expect(await withdrawReview(patientContext(db(), stranger), { reviewId: written.reviewId })).toEqual({ ok: false, code: 'review_not_found' })
    // Years after it was written (editing closed long ago), withdrawing still works.
    expect(await withdrawReview(patientContext(db(), patient), { reviewId: written.reviewId })).toEqual({ ok: true })
    expect((await keptSummaries(db())).get(key)?.review_count ?? 0).toBe(counted - 1)
    expect(await listed()).not.toContain(written.reviewId)
    expect(await db().selectFrom('reviews').select('status').where('id', '=', written.reviewId).executeTakeFirst()).toEqual({ status: 'withdrawn' })

    expect(await withdrawReview(patientContext(db(), patient), { reviewId: written.reviewId })).toEqual({ ok: true })
    expect((await keptSummaries(db())).get(key)?.review_count ?? 0).toBe(counted - 1)
    expect((await auditOfRecord(db(), 'review', written.reviewId)).map((entry) => entry.action)).toEqual(['review.write', 'review.withdraw'])
  })
})
