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
import { editReview } from './edit-review.server'
import { withdrawReview } from './withdraw-review.server'
import { writeReview } from './write-review.server'

const DAY = 86_400_000

describeEachDatabase('a patient edits their review (editReview)', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  async function written(now: Date) {
    const patient = await insertPatient(db(), 'Edita')
    const appointmentId = await completedAppointment(db(), patient, { clinicId: ids.bogota, serviceId: ids.icl, specialistId: ids.bogotaSpecialist })
    const outcome = await writeReview(patientContext(db(), patient, { now }), aReview({ appointmentId }, { overall: 5 }))
    if (!outcome.ok) throw new Error(outcome.code)
    return { patient, reviewId: outcome.reviewId }
  }
  const change = (overrides: Record<string, unknown> = {}) => ({
    ...aReview({ appointmentId: 1 }, { overall: 2, body: 'On second thought the follow-up calls came late, twice.' }),
    version: 1,
    ...overrides,
  })

  it('changes it within 30 days from the version seen, moving the stars in the ratings; audited', async () => {
    const start = new Date('2027-02-01T10:00:00.000Z')
    const { patient, reviewId } = await written(start)
    const clinic = `clinic:${ids.bogota}`
    const before = (await keptSummaries(db())).get(clinic)!
    const edited = await editReview(patientContext(db(), patient, { now: new Date(start.getTime() + 29 * DAY) }), { ...change(), reviewId })
    expect(edited).toEqual({ ok: true, version: 2 })
    const after = (await keptSummaries(db())).get(clinic)!
    expect(after.review_count).toBe(before.review_count)
    expect(after.star_total).toBe(before.star_total - 3)
    expect(await db().selectFrom('reviews').select(['overall', 'body', 'version']).where('id', '=', reviewId).executeTakeFirst()).toMatchObject({
      overall: 2,
      version: 2,
    })
    expect((await auditOfRecord(db(), 'review', reviewId)).map((entry) => entry.action)).toEqual(['review.write', 'review.edit'])
    // The form drawn before that change is out of date.
    expect(await editReview(patientContext(db(), patient), { ...change(), reviewId })).toEqual({ ok: false, code: 'review_changed' })
  })

  it('refuses after 30 days, once withdrawn, and anyone else’s (not found), changing nothing', async () => {
    const start = new Date()
    const { patient, reviewId } = await written(start)
    const late = patientContext(db(), patient, { now: new Date(start.getTime() + 30 * DAY + 1000) })
    expect(await editReview(late, { ...change(), reviewId })).toEqual({ ok: false, code: 'review_edit_closed' })
    const stranger = await insertPatient(db(), 'Extraña')
    expect(await editReview(patientContext(db(), stranger), { ...change(), reviewId })).toEqual({ ok: false, code: 'review_not_found' })
    expect((await withdrawReview(patientContext(db(), patient), { reviewId })).ok).toBe(true)
    expect(await editReview(patientContext(db(), patient), { ...change({ version: 2 }), reviewId })).toEqual({ ok: false, code: 'review_withdrawn' })
    expect(await db().selectFrom('reviews').select(['overall', 'status']).where('id', '=', reviewId).executeTakeFirst()).toEqual({
      overall: 5,
      status: 'withdrawn',
    })
  })
})
