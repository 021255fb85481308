import { queryParameters } from './openapi-parameters.server'
import { PublicReviewsQuery } from './review-schemas'
import { DetailQuery } from './schemas'

/*
 * Reviews in the OpenAPI document (issue 31): the signed-in patient's own
 * (/v1/me/reviews: a patient's Bearer token; a staff token gets 404) and the
 * public read of a clinic's, specialist's or treatment's reviews
 * (/v1/reviews). Staff moderation (/v1/admin/reviews) is described beside its
 * handlers. Each operation has an example, checked against its schema by
 * review-contract.test.ts.
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const ok = (id: string, example: unknown, description = 'OK') => ({ description, content: { 'application/json': { schema: ref(id), example } } })
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } })
const security = [{ bearerAuth: [] }]
const reviewId = { name: 'id', in: 'path', required: true, description: 'The review.', schema: { type: 'integer', minimum: 1 } }
const jsonBody = (id: string, example: unknown) => ({ required: true, content: { 'application/json': { schema: ref(id), example } } })
const unauthorized = problem('No valid session: sign in and send the token as a Bearer token.')
const noSuchReview = problem('No such review in this account (another patient’s is a 404 too), or not a patient’s token.')

const care = {
  appointmentId: 41,
  treatmentStepId: null,
  clinic: { id: 2, name: 'Clínica Visión Andina' },
  specialist: { id: 8, name: 'Dra. Laura Méndez' },
  service: { id: 3, name: 'LASIK' },
  completedOn: '2026-11-12',
}
const newReview = {
  appointmentId: 41,
  overall: 5,
  care: 5,
  communication: 4,
  result: null,
  value: null,
  body: 'The team explained every step and my eyes healed within a week.',
  displayName: 'M. R.',
  locale: 'en',
}
const patientReview = {
  id: 17,
  status: 'published',
  hiddenReason: null,
  care,
  overall: 5,
  scores: { care: 5, communication: 4, result: null, value: null },
  body: newReview.body,
  displayName: 'M. R.',
  locale: 'en',
  createdAt: '2026-11-16T10:00:00.000Z',
  updatedAt: '2026-11-16T10:00:00.000Z',
  editableUntil: '2026-12-16T10:00:00.000Z',
  editable: true,
  version: 1,
  reply: null,
}

export const REVIEW_EXAMPLES = {
  PatientReviewList: { reviewable: [{ ...care, appointmentId: 52, completedOn: '2026-11-20' }], reviews: [patientReview] },
  NewReviewRequest: newReview,
  ReviewWritten: { reviewId: 17 },
  EditReviewRequest: { ...newReview, appointmentId: undefined, overall: 4, version: 1 },
  PatientReview: { ...patientReview, overall: 4, version: 2, updatedAt: '2026-11-18T09:00:00.000Z' },
  PublicReviews: {
    target: { kind: 'clinic', id: 2, slug: 'clinica-vision-andina' },
    summary: { count: 3, distribution: [0, 0, 1, 0, 2], average: 4.3 },
    page: 1,
    pageCount: 1,
    listed: 4,
    reviews: [
      {
        id: 17,
        state: 'published',
        createdAt: '2026-11-16T10:00:00.000Z',
        overall: 5,
        scores: { care: 5, communication: 4, result: null, value: null },
        body: newReview.body,
        locale: 'en',
        displayName: 'M. R.',
        treatment: 'LASIK',
        completedOn: '2026-11-12',
        reply: { body: 'Thank you for your kind words.', by: 'Ana Pérez', at: '2026-11-17T08:00:00.000Z' },
      },
      { id: 15, state: 'hidden', createdAt: '2026-11-10T10:00:00.000Z', reason: 'personal_data' },
    ],
  },
}
const ex = REVIEW_EXAMPLES

export function reviewPaths(): Json {
  return {
    '/v1/reviews': {
      get: {
        summary:
          'The published rating (count, distribution, average from 3 reviews, cut to one decimal) and one page of reviews of a clinic, specialist or medical service, by its slug: exactly one of clinic, specialist, service. Public.',
        parameters: queryParameters(PublicReviewsQuery),
        responses: {
          200: {
            ...ok('PublicReviews', ex.PublicReviews),
            headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
          },
          304: { description: 'Not modified (If-None-Match matched the ETag).' },
          400: problem('A query parameter is not valid.'),
          422: problem('Not exactly one of clinic, specialist and service is given.'),
          404: problem('Nothing published has that slug.'),
        },
      },
    },
    '/v1/me/reviews': {
      get: {
        summary: 'The signed-in patient’s completed care they may still review, and their reviews with where each stands.',
        security,
        parameters: queryParameters(DetailQuery),
        responses: {
          200: ok('PatientReviewList', ex.PatientReviewList),
          400: problem('A query parameter is not valid.'),
          401: unauthorized,
          404: noSuchReview,
        },
      },
      post: {
        summary:
          'Review one completed appointment or done treatment step of the signed-in patient: published at once, editable for 30 days, counted in the rating of its clinic, specialist and treatment.',
        security,
        requestBody: jsonBody('NewReviewRequest', ex.NewReviewRequest),
        responses: {
          201: ok('ReviewWritten', ex.ReviewWritten, 'Published'),
          400: problem('A field is not valid; nothing stored.'),
          401: unauthorized,
          403: problem(
            'Not the patient’s own completed appointment or done step (or none such): only patients whose care took place may review it; nothing stored.',
          ),
          409: problem('This care has been reviewed already (one review each); nothing stored.'),
          422: problem('Neither appointmentId nor treatmentStepId is given, or both are; nothing stored.'),
        },
      },
    },
    '/v1/me/reviews/{id}': {
      patch: {
        summary: 'Change one of the patient’s reviews, as read at `version`, within 30 days of its publication. The review as it now is.',
        security,
        parameters: [reviewId],
        requestBody: jsonBody('EditReviewRequest', ex.EditReviewRequest),
        responses: {
          200: ok('PatientReview', ex.PatientReview, 'Changed'),
          400: problem('A field is not valid; nothing changed.'),
          401: unauthorized,
          404: noSuchReview,
          409: problem('Changed since that version was read, past its 30 days, or withdrawn; nothing changed.'),
        },
      },
    },
    '/v1/me/reviews/{id}/withdraw': {
      post: {
        summary:
          'Withdraw one of the patient’s reviews, at any time: it leaves the public pages and the ratings for good (withdrawing again changes nothing). The review as it now is.',
        security,
        parameters: [reviewId],
        responses: {
          200: ok('PatientReview', { ...ex.PatientReview, status: 'withdrawn', editable: false, version: 3 }, 'Withdrawn'),
          401: unauthorized,
          404: noSuchReview,
        },
      },
    },
  }
}
