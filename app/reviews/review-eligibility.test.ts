import { beforeAll, expect, it } from 'vitest'
import {
  aReview,
  completedAppointment,
  doneStep,
  insertPatient,
  patientContext,
  reviewCatalogue,
  type ReviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { reviewableCare, reviewableSubject } from './review-eligibility.server'
import { writeReview } from './write-review.server'

describeEachDatabase('who may review what', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  it('only the patient’s own completed appointments and done steps without an appointment, each once', async () => {
    const patient = await insertPatient(db(), 'Elegible')
    const other = await insertPatient(db(), 'Otra')
    const place = { clinicId: ids.bogota, serviceId: ids.lasik, specialistId: ids.bogotaSpecialist }
    const completed = await completedAppointment(db(), patient, place, { daysAgo: 3 })
    const confirmed = await completedAppointment(db(), patient, place, { status: 'confirmed' })
    const noShow = await completedAppointment(db(), patient, place, { status: 'no_show' })
    const othersCompleted = await completedAppointment(db(), other, place)
    const step = await doneStep(db(), patient, place, { scheduledOn: '2026-10-02' })
    const upcomingStep = await doneStep(db(), patient, place, { status: 'upcoming' })

    for (const subject of [
      { appointmentId: confirmed },
      { appointmentId: noShow },
      { appointmentId: othersCompleted },
      { appointmentId: 999_999 },
      { treatmentStepId: upcomingStep },
    ])
      expect(await reviewableSubject(db(), patient, subject), JSON.stringify(subject)).toEqual({ ok: false, code: 'review_not_eligible' })
    expect(await reviewableSubject(db(), patient, { appointmentId: completed })).toMatchObject({
      ok: true,
      care: { appointment_id: completed, treatment_step_id: null, clinic_id: ids.bogota, specialist_id: ids.bogotaSpecialist, service_id: ids.lasik },
    })
    expect(await reviewableSubject(db(), patient, { treatmentStepId: step })).toMatchObject({
      ok: true,
      care: { treatment_step_id: step, completed_on: '2026-10-02' },
    })

    const listed = await reviewableCare(db(), patient, 'es')
    expect(listed.map((care) => [care.appointmentId, care.treatmentStepId])).toEqual([
      [completed, null],
      [null, step],
    ])
    expect(listed[0]).toMatchObject({
      clinic: { name: 'Clínica Visión Andina' },
      service: { name: 'LASIK' },
      specialist: { id: ids.bogotaSpecialist },
    })

    expect((await writeReview(patientContext(db(), patient), aReview({ appointmentId: completed }))).ok).toBe(true)
    expect(await reviewableSubject(db(), patient, { appointmentId: completed })).toEqual({ ok: false, code: 'review_exists' })
    expect((await reviewableCare(db(), patient, 'en')).map((care) => care.treatmentStepId)).toEqual([step])
  })

  it('a patient without completed care has nothing to review', async () => {
    const patient = await insertPatient(db(), 'Sin cita')
    expect(await reviewableCare(db(), patient, 'en')).toEqual([])
  })
})
