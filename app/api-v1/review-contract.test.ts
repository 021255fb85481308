import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import type { Database } from '~/db/schema'
import * as myReview from '~/routes/v1/me/review'
import * as myWithdraw from '~/routes/v1/me/review-withdraw'
import * as myReviews from '~/routes/v1/me/reviews'
import * as publicReviews from '~/routes/v1/reviews'
import { closeRateLimits } from '~/security/rate-limit.server'
import { document, expectMatches } from '../../tests/setup/openapi-contract'
import { completedAppointment, insertPatient, reviewCatalogue, type ReviewCatalogue } from '../../tests/setup/patient-reviews'
import { matching, routeCaller } from '../../tests/setup/route-call'
import { signedInStaff } from '../../tests/setup/staff-api'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { REVIEW_EXAMPLES } from './openapi-reviews.server'

/*
 * Reviews in the API (issue 31), called through their route modules as React
 * Router calls them (a Bearer session, the request's language), on each
 * database: a patient with a completed appointment lists what they may
 * review, writes, edits and withdraws a review, and the public read shows it
 * (then not); a patient without completed care cannot review (403, a
 * problem); someone else's review is a 404; bad input is a problem naming the
 * field and stores nothing. Every answer matches the OpenAPI document, whose
 * examples match it too.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

type Problem = { status: number; title: string; detail: string; errors?: { parameter: string; message: string }[] }
type PublicList = { summary: { count: number }; reviews: { id: number; state: string }[] }

const call = routeCaller('review-contract', '10.0.0.7')

it('every example of the reviews’ operations matches its schema', () => {
  let checked = 0
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    if (!/^\/v1\/(me\/)?reviews/.test(path)) continue
    for (const operation of Object.values(methods)) {
      type Content = Record<string, { schema?: { $ref?: string }; example?: unknown }>
      const bodies = [
        (operation.requestBody as { content?: Content } | undefined)?.content,
        ...Object.values((operation.responses ?? {}) as Record<string, { content?: Content }>).map((response) => response.content),
      ]
      for (const content of bodies)
        for (const media of Object.values(content ?? {}))
          if (media.example !== undefined && media.schema?.$ref) {
            expectMatches(media.schema.$ref.split('/').pop()!, JSON.parse(JSON.stringify(media.example)))
            checked += 1
          }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(Object.keys(REVIEW_EXAMPLES).length)
})

describeEachDatabase('reviews API contract', (db) => {
  let ids: ReviewCatalogue
  let clinicSlug: string
  beforeAll(async () => {
    current.db = db()
    ids = await reviewCatalogue(db())
    clinicSlug = (await db().selectFrom('clinics').select('slug').where('id', '=', ids.bogota).executeTakeFirstOrThrow()).slug
  }, 60_000)
  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  async function patient(name: string) {
    const id = await insertPatient(db(), name)
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'bearer' }
    return { id, session }
  }
  const body = {
    overall: 5,
    care: 5,
    communication: null,
    body: 'Everything was explained in Spanish and in English; the team was punctual and kind.',
    displayName: 'Lu',
    locale: 'en',
  }

  it('a patient without a completed appointment cannot review: 403 with a problem in their language, nothing stored', async () => {
    const lone = await patient('Sin cita')
    const other = await patient('Con cita')
    const othersAppointment = await completedAppointment(db(), other.id, { clinicId: ids.bogota, serviceId: ids.lasik })
    expect(await matching(await call(myReviews.loader, '/v1/me/reviews', { session: lone.session }), 200, 'PatientReviewList')).toEqual({
      reviewable: [],
      reviews: [],
    })
    const refused = await matching<Problem>(
      await call(myReviews.action, '/v1/me/reviews', { session: lone.session, method: 'POST', json: { ...body, appointmentId: othersAppointment } }),
      403,
      'Problem',
    )
    // insertPatient's accounts are Spanish: the problem is in their language when the request asks none.
    expect(refused.detail).toBe('Solo puede opinar el paciente cuya cita o etapa del tratamiento ya tuvo lugar, y solo sobre la suya.')
    expect(await db().selectFrom('reviews').select('id').where('patient_id', 'in', [lone.id, other.id]).execute()).toEqual([])
  })

  it('lists, writes, edits and withdraws a review; the public read shows it, then not; bad input and someone else’s review are problems', async () => {
    const lucia = await patient('Lucía')
    const appointmentId = await completedAppointment(db(), lucia.id, {
      clinicId: ids.bogota,
      serviceId: ids.lasik,
      specialistId: ids.bogotaSpecialist,
    })
    const listed = await matching<{ reviewable: { appointmentId: number }[] }>(
      await call(myReviews.loader, '/v1/me/reviews?locale=en', { session: lucia.session }),
      200,
      'PatientReviewList',
    )
    expect(listed.reviewable.map((care) => care.appointmentId)).toEqual([appointmentId])

    const bad = await matching<Problem>(
      await call(myReviews.action, '/v1/me/reviews?locale=en', {
        session: lucia.session,
        method: 'POST',
        json: { ...body, appointmentId, overall: 7, displayName: 'lucia@example.com' },
      }),
      400,
      'Problem',
    )
    expect(bad.errors?.map((error) => error.parameter).sort()).toEqual(['displayName', 'overall'])
    const unclear = await call(myReviews.action, '/v1/me/reviews', { session: lucia.session, method: 'POST', json: body })
    await matching(unclear, 422, 'Problem')

    const { reviewId } = await matching<{ reviewId: number }>(
      await call(myReviews.action, '/v1/me/reviews', { session: lucia.session, method: 'POST', json: { ...body, appointmentId } }),
      201,
      'ReviewWritten',
    )
    const again = await matching<Problem>(
      await call(myReviews.action, '/v1/me/reviews?locale=en', { session: lucia.session, method: 'POST', json: { ...body, appointmentId } }),
      409,
      'Problem',
    )
    expect(again.detail).toBe('You have already reviewed this appointment. You can edit your review in My reviews.')

    const shown = await matching<PublicList>(
      await call(publicReviews.loader, `/v1/reviews?clinic=${clinicSlug}&locale=es`, { session: null }),
      200,
      'PublicReviews',
    )
    expect(shown.reviews.map((review) => review.id)).toContain(reviewId)

    const stranger = await patient('Extraña')
    const params = { id: String(reviewId) }
    await matching(
      await call(myReview.action, `/v1/me/reviews/${reviewId}`, {
        session: stranger.session,
        params,
        method: 'PATCH',
        json: { ...body, version: 1 },
      }),
      404,
      'Problem',
    )
    await matching(
      await call(myWithdraw.action, `/v1/me/reviews/${reviewId}/withdraw`, { session: stranger.session, params, method: 'POST' }),
      404,
      'Problem',
    )
    const staff = (await signedInStaff(db(), 'coordinator')).session
    await matching(await call(myReviews.loader, '/v1/me/reviews', { session: staff }), 404, 'Problem')

    const edited = await matching<{ overall: number; version: number }>(
      await call(myReview.action, `/v1/me/reviews/${reviewId}`, {
        session: lucia.session,
        params,
        method: 'PATCH',
        json: { ...body, overall: 3, version: 1 },
      }),
      200,
      'PatientReview',
    )
    expect(edited).toMatchObject({ overall: 3, version: 2 })
    await matching(
      await call(myReview.action, `/v1/me/reviews/${reviewId}`, { session: lucia.session, params, method: 'PATCH', json: { ...body, version: 1 } }),
      409,
      'Problem',
    )
    const withdrawn = await matching<{ status: string }>(
      await call(myWithdraw.action, `/v1/me/reviews/${reviewId}/withdraw`, { session: lucia.session, params, method: 'POST' }),
      200,
      'PatientReview',
    )
    expect(withdrawn.status).toBe('withdrawn')
    const after = await matching<PublicList>(
      await call(publicReviews.loader, `/v1/reviews?clinic=${clinicSlug}`, { session: null }),
      200,
      'PublicReviews',
    )
    expect(after.reviews.map((review) => review.id)).not.toContain(reviewId)
    expect(after.summary.count).toBe(shown.summary.count - 1)
  })

  it('the public read needs exactly one known target', async () => {
    const both = await matching<Problem>(
      await call(publicReviews.loader, `/v1/reviews?clinic=${clinicSlug}&service=lasik`, { session: null }),
      422,
      'Problem',
    )
    expect(both.detail).toBe('Name exactly one of clinic, specialist or service.')
    await matching(await call(publicReviews.loader, '/v1/reviews', { session: null }), 422, 'Problem')
    await matching(await call(publicReviews.loader, '/v1/reviews?specialist=nobody-here', { session: null }), 404, 'Problem')
    const service = await matching<{ target: { kind: string } }>(
      await call(publicReviews.loader, '/v1/reviews?service=lasik', { session: null }),
      200,
      'PublicReviews',
    )
    expect(service.target.kind).toBe('service')
  })
})
