import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Database } from '~/db/schema'
import routes from '~/routes'
import * as hide from '~/routes/v1/admin/review-hide'
import * as reply from '~/routes/v1/admin/review-reply'
import * as unhide from '~/routes/v1/admin/review-unhide'
import * as list from '~/routes/v1/admin/reviews'
import { loader as noSuchEndpoint, action as noSuchEndpointAction } from '~/routes/v1/not-found'
import { expectMatches } from '../../tests/setup/openapi-contract'
import {
  aReview,
  completedAppointment,
  insertPatient,
  keptSummaries,
  patientContext,
  recountedSummaries,
  reviewCatalogue,
} from '../../tests/setup/patient-reviews'
import { matching, routeCaller } from '../../tests/setup/route-call'
import { signedInStaff } from '../../tests/setup/staff-api'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { writeReview } from '~/reviews/write-review.server'
import { REVIEW_MODERATION_EXAMPLES } from './openapi-review-moderation.server'

/*
 * Reviews' moderation in the API (issue 31), through the route modules on
 * each database: a coordinator lists new reviews, replies, hides one with a
 * listed reason (the ratings follow) and shows it again; every answer and
 * example matches the OpenAPI document. Clinic staff and patients meet 404;
 * bad input is a problem that changes nothing; and no address or method
 * edits or deletes a review.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const call = routeCaller('review-moderation-contract', '10.0.0.7')

type Moderated = { id: number; version: number; status: string; body: string; overall: number; reply: { body: string; by: string } | null }

it('every example of the moderation operations matches its schema', () => {
  const { HiddenReview, ...named } = REVIEW_MODERATION_EXAMPLES
  for (const [schema, example] of Object.entries(named)) expectMatches(schema, example)
  expectMatches('ModeratedReview', HiddenReview)
})

it('no route edits or deletes a review: /v1/admin/reviews/{id} is no endpoint, and the verbs take POST only', () => {
  const paths = JSON.stringify(routes)
  expect(paths).not.toMatch(/admin\/reviews\/:id['"]/)
  expect(paths).not.toMatch(/admin\/reviews\/:id\/(edit|delete|text|stars)/)
})

describeEachDatabase('reviews moderation API contract', (db) => {
  let coordinator: RequestSession
  let reviewId: number
  let clinicId: number

  beforeAll(async () => {
    current.db = db()
    const { madrid, lasik, madridSpecialist } = await reviewCatalogue(db())
    clinicId = madrid
    const patientId = await insertPatient(db(), 'Marta Ruiz')
    const appointmentId = await completedAppointment(db(), patientId, { clinicId: madrid, serviceId: lasik, specialistId: madridSpecialist })
    const written = await writeReview(patientContext(db(), patientId), aReview({ appointmentId }, { overall: 3 }))
    if (!written.ok) throw new Error(written.code)
    reviewId = written.reviewId
    coordinator = (await signedInStaff(db(), 'coordinator')).session
  })

  it('a coordinator lists, replies, hides with a listed reason and shows again; the ratings follow', async () => {
    const page = await matching<{ reviews: Moderated[] }>(
      await call(list.loader, '/v1/admin/reviews', { session: coordinator }),
      200,
      'ModeratedReviewList',
    )
    expect(page.reviews.map((review) => review.id)).toContain(reviewId)

    const replied = await matching<Moderated>(
      await call(reply.action, `/v1/admin/reviews/${reviewId}/reply`, {
        session: coordinator,
        params: { id: String(reviewId) },
        method: 'POST',
        json: { body: 'Thank you, Marta.', version: 1 },
      }),
      200,
      'ModeratedReview',
    )
    expect(replied).toMatchObject({ version: 2, reply: { body: 'Thank you, Marta.' }, overall: 3 })
    const counted = (await keptSummaries(db())).get(`clinic:${clinicId}`)!.review_count

    const hidden = await matching<Moderated>(
      await call(hide.action, `/v1/admin/reviews/${reviewId}/hide`, {
        session: coordinator,
        params: { id: String(reviewId) },
        method: 'POST',
        json: { reason: 'abuse', version: 2 },
      }),
      200,
      'ModeratedReview',
    )
    expect(hidden).toMatchObject({ status: 'hidden', version: 3 })
    expect((await keptSummaries(db())).get(`clinic:${clinicId}`)?.review_count ?? 0).toBe(counted - 1)
    const listedHidden = await matching<{ reviews: Moderated[] }>(
      await call(list.loader, '/v1/admin/reviews?state=hidden', { session: coordinator }),
      200,
      'ModeratedReviewList',
    )
    expect(listedHidden.reviews.map((review) => review.id)).toContain(reviewId)

    // Hiding it again, or from an old version: 409, nothing changed.
    const again = await call(hide.action, `/v1/admin/reviews/${reviewId}/hide`, {
      session: coordinator,
      params: { id: String(reviewId) },
      method: 'POST',
      json: { reason: 'abuse', version: 2 },
    })
    await matching(again, 409, 'Problem')

    const shown = await matching<Moderated>(
      await call(unhide.action, `/v1/admin/reviews/${reviewId}/unhide`, {
        session: coordinator,
        params: { id: String(reviewId) },
        method: 'POST',
        json: { version: 3 },
      }),
      200,
      'ModeratedReview',
    )
    expect(shown).toMatchObject({ status: 'published', version: 4 })
    expect(await keptSummaries(db())).toEqual(await recountedSummaries(db()))
  })

  it('bad input is a problem naming the field, and changes nothing', async () => {
    const before = await db().selectFrom('reviews').select(['version', 'status', 'reply_body']).where('id', '=', reviewId).executeTakeFirstOrThrow()
    const params = { id: String(reviewId) }
    const reason = await call(hide.action, `/v1/admin/reviews/${reviewId}/hide`, {
      session: coordinator,
      params,
      method: 'POST',
      json: { reason: 'negative', version: before.version },
    })
    expect(JSON.stringify(await matching(reason, 400, 'Problem'))).toContain('reason')
    await matching(
      await call(reply.action, `/v1/admin/reviews/${reviewId}/reply`, {
        session: coordinator,
        params,
        method: 'POST',
        json: { body: ' ', version: before.version },
      }),
      400,
      'Problem',
    )
    await matching(await call(list.loader, '/v1/admin/reviews?state=deleted', { session: coordinator }), 400, 'Problem')
    await matching(
      await call(reply.action, '/v1/admin/reviews/999999/reply', {
        session: coordinator,
        params: { id: '999999' },
        method: 'POST',
        json: { body: 'Hi', version: 1 },
      }),
      404,
      'Problem',
    )
    expect(await db().selectFrom('reviews').select(['version', 'status', 'reply_body']).where('id', '=', reviewId).executeTakeFirstOrThrow()).toEqual(
      before,
    )
  })

  it('clinic staff and patients meet 404; the verbs answer only POST; no method edits or deletes a review', async () => {
    const clinicStaff = (await signedInStaff(db(), 'clinic_staff', { clinicIds: [clinicId] })).session
    const params = { id: String(reviewId) }
    for (const session of [clinicStaff, null]) {
      await matching(await call(list.loader, '/v1/admin/reviews', { session }), 404, 'Problem')
      await matching(
        await call(hide.action, `/v1/admin/reviews/${reviewId}/hide`, { session, params, method: 'POST', json: { reason: 'abuse', version: 4 } }),
        404,
        'Problem',
      )
    }
    expect((await call(reply.loader, `/v1/admin/reviews/${reviewId}/reply`, { session: coordinator, params })).status).toBe(405)
    expect(
      (
        await call(reply.action, `/v1/admin/reviews/${reviewId}/reply`, {
          session: coordinator,
          params,
          method: 'PUT',
          json: { body: 'x', version: 4 },
        })
      ).status,
    ).toBe(405)
    // /v1/admin/reviews/{id} is not an address: the catch-all's "no such endpoint", whatever the method.
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const answer = await call(noSuchEndpointAction, `/v1/admin/reviews/${reviewId}`, {
        session: coordinator,
        method,
        json: { body: 'Edited', overall: 5 },
      })
      expect(answer.status).toBe(404)
    }
    expect((await call(noSuchEndpoint, `/v1/admin/reviews/${reviewId}`, { session: coordinator })).status).toBe(404)
    const row = await db().selectFrom('reviews').select(['body', 'overall', 'status']).where('id', '=', reviewId).executeTakeFirstOrThrow()
    expect(row).toEqual({ body: aReview({ appointmentId: 1 }).body, overall: 3, status: 'published' })
  })
})
