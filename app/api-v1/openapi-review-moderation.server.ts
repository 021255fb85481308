import { queryParameters } from './openapi-parameters.server'
import { AdminReviewsQuery } from './review-moderation-schemas'

/*
 * Reviews' moderation in the OpenAPI document (issue 31): /v1/admin/reviews
 * for a staff token with two-factor done whose role moderates reviews
 * (coordinators and admins; anyone else gets 404, as for a path that does not
 * exist). Replying, hiding for a listed reason and showing again; there is no
 * operation that edits or deletes a review.
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const ok = (id: string, example: unknown) => ({ description: 'OK', content: { 'application/json': { schema: ref(id), example } } })
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } })
const security = [{ bearerAuth: [] }]
const reviewId = { name: 'id', in: 'path', required: true, description: 'The review.', schema: { type: 'integer', minimum: 1 } }
const jsonBody = (id: string, example: unknown) => ({ required: true, content: { 'application/json': { schema: ref(id), example } } })
const notFound = problem(
  'Not found: no such review (or it was withdrawn), or the caller may not moderate reviews (the same answer as a path that does not exist).',
)

/* ---------- Examples (each checked against its schema by review-moderation-contract.test.ts) ---------- */

const review = {
  id: 41,
  version: 3,
  status: 'published',
  createdAt: '2026-12-02T10:00:00.000Z',
  clinic: { id: 2, name: 'Clínica Oftalmológica Castellana' },
  specialist: { id: 8, name: 'Dra. Elena Ruiz' },
  treatment: 'LASIK',
  completedOn: '2026-11-20',
  overall: 4,
  scores: { care: 5, communication: 4, result: null, value: null },
  body: 'The team explained every step and my eyes healed within a week.',
  locale: 'en',
  displayName: 'Marta',
  reply: { body: 'Thank you, Marta. We are glad to hear it.', by: 'Lucía Ferrer', at: '2026-12-03T09:00:00.000Z' },
  hidden: null,
}

export const REVIEW_MODERATION_EXAMPLES = {
  ModeratedReviewList: { reviews: [{ ...review, reply: null, version: 1 }], page: 1, hasNext: false },
  ReviewReplyRequest: { body: 'Thank you, Marta. We are glad to hear it.', version: 1 },
  ReviewHideRequest: { reason: 'personal_data', version: 2 },
  ReviewUnhideRequest: { version: 3 },
  ModeratedReview: review,
  HiddenReview: {
    ...review,
    status: 'hidden',
    version: 3,
    reply: null,
    hidden: { reason: 'personal_data', by: 'Lucía Ferrer', at: '2026-12-03T09:00:00.000Z' },
  },
}

const ex = REVIEW_MODERATION_EXAMPLES

function verb(summary: string, body: string, example: unknown, answerExample: unknown, conflict: string) {
  return {
    post: {
      summary,
      security,
      parameters: [reviewId],
      requestBody: jsonBody(body, example),
      responses: {
        200: ok('ModeratedReview', answerExample),
        400: problem('The body is not valid (e.g. an empty reply, a reason not listed).'),
        404: notFound,
        409: problem(conflict),
      },
    },
  }
}

export function reviewModerationPaths(): Json {
  return {
    '/v1/admin/reviews': {
      get: {
        summary: 'Staff: patients’ reviews by state (new, replied, hidden), newest first, twenty a page. Coordinators and admins.',
        security,
        parameters: queryParameters(AdminReviewsQuery),
        responses: { 200: ok('ModeratedReviewList', ex.ModeratedReviewList), 400: problem('A query parameter is not valid.'), 404: notFound },
      },
    },
    '/v1/admin/reviews/{id}/reply': verb(
      'Staff: publish the care team’s public reply under a review, with the caller’s name and today’s date; replying again replaces it.',
      'ReviewReplyRequest',
      ex.ReviewReplyRequest,
      ex.ModeratedReview,
      'The review changed since `version` was read.',
    ),
    '/v1/admin/reviews/{id}/hide': verb(
      'Staff: hide a published review for a listed reason. It leaves the clinic’s, specialist’s and treatment’s ratings at once, the public pages show the reason in its place, and the patient is told by email (in their language, without the review or anything medical).',
      'ReviewHideRequest',
      ex.ReviewHideRequest,
      ex.HiddenReview,
      'The review is not published (already hidden), or it changed since `version` was read.',
    ),
    '/v1/admin/reviews/{id}/unhide': verb(
      'Staff: show a hidden review again, as the patient wrote it; it counts in the ratings again.',
      'ReviewUnhideRequest',
      ex.ReviewUnhideRequest,
      ex.ModeratedReview,
      'The review is not hidden, or it changed since `version` was read.',
    ),
  }
}
