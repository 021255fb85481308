import { beforeAll, expect, it } from 'vitest'
import {
  aReview,
  completedAppointment,
  doneStep,
  insertPatient,
  keptSummaries,
  patientContext,
  reviewCatalogue,
  type ReviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { auditOfRecord } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { writeReview } from './write-review.server'

describeEachDatabase('a patient writes a review (writeReview)', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  it('publishes it at once, editable for 30 days, counted for its clinic, specialist and treatment, audited without its words', async () => {
    const patient = await insertPatient(db(), 'Escribe')
    const appointmentId = await completedAppointment(db(), patient, { clinicId: ids.madrid, serviceId: ids.icl, specialistId: ids.madridSpecialist })
    const now = new Date('2027-02-01T10:00:00.000Z')
    const before = await keptSummaries(db())
    const written = await writeReview(patientContext(db(), patient, { now, locale: 'es' }), aReview({ appointmentId }, { overall: 4, locale: 'es' }))
    if (!written.ok) throw new Error(written.code)
    const row = await db().selectFrom('reviews').selectAll().where('id', '=', written.reviewId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      patient_id: patient,
      appointment_id: appointmentId,
      status: 'published',
      overall: 4,
      care: 5,
      result: null,
      locale: 'es',
      display_name: 'Marta',
      version: 1,
    })
    expect(new Date(row.editable_until).toISOString()).toBe('2027-03-03T10:00:00.000Z')
    const after = await keptSummaries(db())
    for (const key of [`clinic:${ids.madrid}`, `specialist:${ids.madridSpecialist}`, `service:${ids.icl}`])
      expect(after.get(key)?.review_count, key).toBe((before.get(key)?.review_count ?? 0) + 1)
    const [audit] = await auditOfRecord(db(), 'review', written.reviewId)
    expect(audit).toMatchObject({ action: 'review.write' })
    expect(audit?.after).not.toContain('eyes healed')
  })

  it('reviews a done step without an appointment the same way', async () => {
    const patient = await insertPatient(db(), 'Paso')
    const treatmentStepId = await doneStep(db(), patient, { clinicId: ids.bogota, serviceId: ids.lasik, specialistId: ids.bogotaSpecialist })
    const written = await writeReview(patientContext(db(), patient), aReview({ treatmentStepId }))
    expect(written).toMatchObject({ ok: true })
  })

  it('refuses another patient’s or an unfinished appointment (403) and a second review, even two at once (409), storing nothing', async () => {
    const patient = await insertPatient(db(), 'Dos veces')
    const other = await insertPatient(db(), 'Ajena')
    const place = { clinicId: ids.bogota, serviceId: ids.icl }
    const appointmentId = await completedAppointment(db(), patient, place)
    const confirmed = await completedAppointment(db(), patient, place, { status: 'confirmed' })
    const count = async () => (await db().selectFrom('reviews').select('id').where('patient_id', 'in', [patient, other]).execute()).length
    expect(await writeReview(patientContext(db(), other), aReview({ appointmentId }))).toEqual({ ok: false, code: 'review_not_eligible' })
    expect(await writeReview(patientContext(db(), patient), aReview({ appointmentId: confirmed }))).toEqual({
      ok: false,
      code: 'review_not_eligible',
    })
    expect(await count()).toBe(0)
    const both = await Promise.all([
      writeReview(patientContext(db(), patient), aReview({ appointmentId })),
      writeReview(patientContext(db(), patient), aReview({ appointmentId })),
    ])
    expect(both.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort()).toEqual(['ok', 'review_exists'])
    expect(await count()).toBe(1)
  })
})
