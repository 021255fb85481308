import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import type { Database } from '~/db/schema'
import { closeRateLimits } from '~/security/rate-limit.server'
import { consoleForm, consoleStaff } from '../../tests/setup/console-request'
import { completedAppointment, insertPatient, reviewCatalogue, type ReviewCatalogue } from '../../tests/setup/patient-reviews'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { action as editAction, loader as editLoader } from './account-review-edit'
import { action as newAction, loader as newLoader } from './account-review-new'
import { action as withdrawAction, loader as withdrawLoader } from './account-review-withdraw'
import { loader as listLoader } from './account-reviews'

/*
 * "My reviews" (issue 31) as the browser uses it without JavaScript: the
 * list, writing a review of a completed appointment, editing and withdrawing
 * it (a page that asks first), and the refusals: no completed care, someone
 * else's, a bad form — each a translated answer, never a 500, nothing stored.
 * The verbs' own rules are tested beside them in app/reviews.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const openList = consoleForm(listLoader, '/account/reviews')
const openNew = consoleForm(newLoader, '/account/reviews/new?appointment=:appointment')
const postNew = consoleForm(newAction, '/account/reviews/new?appointment=:appointment')
const openEdit = consoleForm(editLoader, '/account/reviews/:id/edit')
const postEdit = consoleForm(editAction, '/account/reviews/:id/edit')
const openWithdraw = consoleForm(withdrawLoader, '/account/reviews/:id/withdraw')
const postWithdraw = consoleForm(withdrawAction, '/account/reviews/:id/withdraw')

const review = {
  overall: '4',
  care: '5',
  communication: '',
  result: '4',
  value: '',
  body: 'Clear explanations before the assessment and a kind, punctual team on the day.',
  displayName: 'M. R.',
  locale: 'es',
}

describeEachDatabase('My reviews pages', (db) => {
  let ids: ReviewCatalogue
  beforeAll(async () => {
    ids = await reviewCatalogue(db())
  }, 60_000)
  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  async function patient(name: string) {
    const id = await insertPatient(db(), name)
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    return { id, session }
  }
  const reviewsOf = (patientId: number) => db().selectFrom('reviews').selectAll().where('patient_id', '=', patientId).execute()

  it('a patient without completed care sees nothing to review, no form, and a post is refused (403, translated), storing nothing', async () => {
    const lone = await patient('Sin cita')
    const other = await patient('Con cita')
    const othersAppointment = await completedAppointment(db(), other.id, { clinicId: ids.bogota, serviceId: ids.lasik })
    const confirmed = await completedAppointment(db(), lone.id, { clinicId: ids.bogota, serviceId: ids.lasik }, { status: 'confirmed' })
    expect((await openList(lone, {}, {})).data).toEqual({ reviewable: [], reviews: [] })
    for (const appointment of [String(othersAppointment), String(confirmed), 'abc']) {
      const page = await openNew(lone, { appointment }, {}, { locale: 'es' })
      expect(page.status, appointment).toBe(403)
      expect(page.data).toMatchObject({ care: null, refusal: 'review_form.errors.not_eligible' })
    }
    const posted = await postNew(
      lone,
      { appointment: String(othersAppointment) },
      { ...review, appointmentId: String(othersAppointment) },
      { locale: 'es' },
    )
    expect(posted.status).toBe(403)
    expect(posted.data).toMatchObject({ result: { error: { '': ['review_form.errors.not_eligible'] } } })
    expect(await reviewsOf(lone.id)).toEqual([])
    expect(await reviewsOf(other.id)).toEqual([])
  })

  it('writes, lists, edits and withdraws a review of a completed appointment; someone else’s review is a 404', async () => {
    const marta = await patient('Marta Ruiz')
    const appointment = await completedAppointment(db(), marta.id, { clinicId: ids.bogota, serviceId: ids.lasik, specialistId: ids.bogotaSpecialist })
    const listed = (await openList(marta, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(listed.reviewable).toMatchObject([{ appointmentId: appointment, clinic: { name: 'Clínica Visión Andina' }, service: { name: 'LASIK' } }])
    expect((await openNew(marta, { appointment: String(appointment) }, {})).data).toMatchObject({
      care: { appointmentId: appointment },
      refusal: null,
    })

    // A wrong form is shown again with its errors (400), nothing stored.
    const wrong = await postNew(
      marta,
      { appointment: String(appointment) },
      { ...review, appointmentId: String(appointment), body: 'Great.', displayName: 'Marta Ruiz' },
    )
    expect(wrong.status).toBe(400)
    expect(wrong.data).toMatchObject({
      result: { error: { body: ['review_form.errors.body_short?min=30'], displayName: ['review_form.errors.display_name?max=20'] } },
    })
    expect(await reviewsOf(marta.id)).toEqual([])

    // An empty signature is "Verified patient" alone, not an error.
    const written = await postNew(
      marta,
      { appointment: String(appointment) },
      { ...review, displayName: '', appointmentId: String(appointment) },
      { locale: 'es' },
    )
    expect(written).toMatchObject({ status: 303, location: '/es/account/reviews', toast: { title: 'Gracias: tu opinión está publicada.' } })
    const [row] = await reviewsOf(marta.id)
    expect(row).toMatchObject({ status: 'published', overall: 4, care: 5, communication: null, result: 4, locale: 'es', display_name: '' })
    const again = await postNew(marta, { appointment: String(appointment) }, { ...review, appointmentId: String(appointment) })
    expect(again.status).toBe(409)
    expect((await openNew(marta, { appointment: String(appointment) }, {})).status).toBe(409)

    const after = (await openList(marta, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(after.reviewable).toEqual([])
    expect(after.reviews).toMatchObject([{ id: row!.id, status: 'published', editable: true, care: { appointmentId: appointment } }])

    const stranger = await patient('Extraña')
    const reviewId = String(row!.id)
    expect((await openEdit(stranger, { id: reviewId }, {})).status).toBe(404)
    expect((await postEdit(stranger, { id: reviewId }, { ...review, version: '1' })).status).toBe(404)
    expect((await openWithdraw(stranger, { id: reviewId }, {})).status).toBe(404)
    expect((await postWithdraw(stranger, { id: reviewId }, {})).status).toBe(404)
    expect((await openEdit(await consoleStaff(db(), 'coordinator'), { id: reviewId }, {})).status).toBe(404)

    expect((await openEdit(marta, { id: reviewId }, {})).data).toMatchObject({ review: { id: row!.id, version: 1, editable: true } })
    const edited = await postEdit(marta, { id: reviewId }, { ...review, overall: '2', version: '1' })
    expect(edited).toMatchObject({ status: 303, location: '/account/reviews', toast: { title: 'Your review is updated.' } })
    const stale = await postEdit(marta, { id: reviewId }, { ...review, version: '1' })
    expect(stale.status).toBe(409)
    expect(stale.data).toMatchObject({ result: { error: { '': ['review_form.errors.changed'] } } })

    expect((await openWithdraw(marta, { id: reviewId }, {})).data).toMatchObject({ review: { status: 'published' } })
    expect(await postWithdraw(marta, { id: reviewId }, {})).toMatchObject({
      status: 303,
      location: '/account/reviews',
      toast: { title: 'Your review is withdrawn.' },
    })
    expect((await reviewsOf(marta.id)).map((one) => [one.status, one.overall])).toEqual([['withdrawn', 2]])
    expect((await openEdit(marta, { id: reviewId }, {})).data).toMatchObject({ review: { status: 'withdrawn', editable: false } })
  })
})
