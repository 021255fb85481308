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
import { REVIEW_INVITATION_EMAIL, REVIEW_REMINDER_EMAIL, reviewInvitationSweep } from './review-invitations.server'
import { writeReview } from './write-review.server'

const DAY = 86_400_000
const HOUR = 3_600_000

describeEachDatabase('review invitations and their one reminder', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)

  const emailsTo = async (patientId: number) => {
    const { email } = await db().selectFrom('users').select('email').where('id', '=', patientId).executeTakeFirstOrThrow()
    return db().selectFrom('email_outbox').select(['kind', 'payload']).where('recipient', '=', email).orderBy('id').execute()
  }
  const kindsTo = async (patientId: number) => (await emailsTo(patientId)).map((email) => email.kind)

  it('invites 3 days after the care, in the patient’s language, naming the clinic but never the treatment; reminds once a week later', async () => {
    const patient = await insertPatient(db(), 'Lucía Invitada') // Spanish (insertPatient's locale)
    const appointmentId = await completedAppointment(
      db(),
      patient,
      { clinicId: ids.madrid, serviceId: ids.lasik, specialistId: ids.madridSpecialist },
      { daysAgo: 1 },
    )
    const { ends_at } = await db().selectFrom('appointments').select('ends_at').where('id', '=', appointmentId).executeTakeFirstOrThrow()
    const ended = new Date(ends_at).getTime()

    // Seen on the next sweep; not due yet.
    await reviewInvitationSweep(db(), new Date(ended + HOUR))
    expect(await kindsTo(patient)).toEqual([])
    await reviewInvitationSweep(db(), new Date(ended + 3 * DAY - 60_000))
    expect(await kindsTo(patient)).toEqual([])
    await reviewInvitationSweep(db(), new Date(ended + 3 * DAY))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL])
    const [invitation] = await emailsTo(patient)
    const payload = JSON.parse(invitation!.payload) as { subject: string; text: string }
    expect(payload.subject).toBe('¿Qué tal te atendieron en Clínica Oftalmológica Castellana?')
    expect(payload.text).toContain(`/es/account/reviews/new?appointment=${appointmentId}`)
    expect(payload.text).not.toMatch(/lasik/i)

    // Twice the same sweep sends nothing twice.
    await reviewInvitationSweep(db(), new Date(ended + 3 * DAY + HOUR))
    await reviewInvitationSweep(db(), new Date(ended + 10 * DAY - HOUR))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL])
    await reviewInvitationSweep(db(), new Date(ended + 10 * DAY))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL, REVIEW_REMINDER_EMAIL])
    await reviewInvitationSweep(db(), new Date(ended + 40 * DAY))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL, REVIEW_REMINDER_EMAIL])
  })

  it('sends no reminder once reviewed, no invitation for care reviewed first, and none for care no longer completed', async () => {
    const patient = await insertPatient(db(), 'Ya opinó')
    const place = { clinicId: ids.bogota, serviceId: ids.icl }
    const reviewedLater = await completedAppointment(db(), patient, place, { daysAgo: 0.5 })
    const reviewedFirst = await completedAppointment(db(), patient, place, { daysAgo: 0.5 })
    const undone = await completedAppointment(db(), patient, place, { daysAgo: 0.5 })
    const now = Date.now()
    await reviewInvitationSweep(db(), new Date(now))
    expect((await writeReview(patientContext(db(), patient), aReview({ appointmentId: reviewedFirst }))).ok).toBe(true)
    // Staff took the mark back: the appointment is confirmed again.
    await db().updateTable('appointments').set({ status: 'confirmed' }).where('id', '=', undone).execute()
    await reviewInvitationSweep(db(), new Date(now + 3 * DAY))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL])
    expect((await writeReview(patientContext(db(), patient), aReview({ appointmentId: reviewedLater }))).ok).toBe(true)
    await reviewInvitationSweep(db(), new Date(now + 11 * DAY))
    expect(await kindsTo(patient)).toEqual([REVIEW_INVITATION_EMAIL])
    expect(await db().selectFrom('review_invitations').select('id').where('appointment_id', '=', undone).execute()).toEqual([])
  })

  it('invites for a done step without an appointment, and never for care older than the lookback', async () => {
    const patient = await insertPatient(db(), 'Paso hecho')
    const place = { clinicId: ids.bogota, serviceId: ids.lasik, specialistId: ids.bogotaSpecialist }
    const today = new Date()
    const step = await doneStep(db(), patient, place, { scheduledOn: today.toISOString().slice(0, 10) })
    await completedAppointment(db(), patient, place, { daysAgo: 45 })
    await reviewInvitationSweep(db(), today)
    await reviewInvitationSweep(db(), new Date(today.getTime() + 3 * DAY))
    const emails = await emailsTo(patient)
    expect(emails.map((email) => email.kind)).toEqual([REVIEW_INVITATION_EMAIL])
    expect(JSON.parse(emails[0]!.payload).text).toContain(`/account/reviews/new?step=${step}`)
  })
})
