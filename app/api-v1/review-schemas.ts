import { z } from 'zod'
import { DISPLAY_NAME_MAX, EditReviewSchema, NewReviewSchema, REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '~/reviews/review-rules'
import { Locale, named } from './schemas'

/*
 * Reviews in the API (issue 31): the signed-in patient's own (/v1/me/reviews:
 * what they may review, their reviews, writing, editing, withdrawing) and the
 * public read of a clinic's, specialist's or treatment's reviews
 * (/v1/reviews). The request bodies are the account form's own schemas
 * (reviews/review-rules.ts); the answers' shapes mirror the readers'
 * (reviews/patient-reviews.server.ts, reviews/public-review.ts).
 */

const id = z.number().int()
const instant = z.string().describe('ISO 8601, UTC.')
const day = z.string().describe('YYYY-MM-DD.')
const stars = z.number().int().min(1).max(5)
const scores = z
  .object({ care: stars.nullable(), communication: stars.nullable(), result: stars.nullable(), value: stars.nullable() })
  .describe('The optional sub-scores, 1–5; null where the patient gave none.')
const named_ = z.object({ id, name: z.string() })

const Care = z
  .object({
    appointmentId: id.nullable().describe('The completed appointment (else null).'),
    treatmentStepId: id.nullable().describe('The done treatment step without an appointment (else null).'),
    clinic: named_,
    specialist: named_.nullable(),
    service: named_.describe('The treatment, named in the asked language.'),
    completedOn: day.describe('The day the care took place.'),
  })
  .describe('Completed care of the patient.')

const status = z
  .enum(['published', 'hidden', 'withdrawn'])
  .describe('hidden: staff hid it for a listed reason (hiddenReason); withdrawn: the patient did.')
const hiddenReason = z.enum(['personal_data', 'abuse', 'not_about_care'])

export const PatientReviewSchema = named(
  'PatientReview',
  'One of the signed-in patient’s reviews.',
  z.object({
    id,
    status,
    hiddenReason: hiddenReason.nullable(),
    care: Care,
    overall: stars,
    scores,
    body: z.string(),
    displayName: z.string().describe('A first name or initials; empty for “Verified patient”.'),
    locale: z.enum(['en', 'es']).describe('The language it was written in.'),
    createdAt: instant,
    updatedAt: instant,
    editableUntil: instant.describe('It may be edited until then (30 days after it was first published), unless withdrawn.'),
    editable: z.boolean(),
    version: id.describe('Send it back with an edit: a review changed since is refused (409).'),
    reply: z.object({ body: z.string(), at: instant }).nullable().describe('The care team’s public reply.'),
  }),
)

named(
  'PatientReviewList',
  'The signed-in patient’s completed care not reviewed yet (newest first) and their reviews (newest first).',
  z.object({ reviewable: z.array(Care), reviews: z.array(PatientReviewSchema) }),
)

const fields = `overall (1–5) is required; care, communication, result and value are optional (1–5 or null); body is ${REVIEW_BODY_MIN}–${REVIEW_BODY_MAX} characters; displayName is a first name or initials only (at most ${DISPLAY_NAME_MAX} characters, no surname, email or phone; empty or left out: “Verified patient”); locale is the language it is written in.`

export const NewReviewBody = named(
  'NewReviewRequest',
  `A review of one completed appointment (appointmentId) or done treatment step without an appointment (treatmentStepId) of the signed-in patient: exactly one of the two. ${fields}`,
  NewReviewSchema,
)
export const EditReviewBody = named('EditReviewRequest', `The review as it now reads, with the version it was read at. ${fields}`, EditReviewSchema)

named('ReviewWritten', 'The new review’s id (published at once).', z.object({ reviewId: id }))

/* ---------- The public read ---------- */

export const PublicReviewsQuery = z.object({
  locale: Locale,
  clinic: z.string().max(120).optional().describe('A clinic’s slug.'),
  specialist: z.string().max(120).optional().describe('A specialist’s slug.'),
  service: z.string().max(120).optional().describe('A medical service’s slug.'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('Page number, from 1 (10 reviews a page; past the last: the last).'),
})

const PublicPublished = z.object({
  id,
  state: z.literal('published'),
  createdAt: instant,
  overall: stars,
  scores,
  body: z.string(),
  locale: z.string().describe('The language it was written in (shown as such to readers of the other one; never translated).'),
  displayName: z.string().nullable().describe('A first name or initials; null: “Verified patient”.'),
  treatment: z.string(),
  completedOn: day,
  reply: z.object({ body: z.string(), by: z.string().nullable(), at: instant }).nullable(),
})
const PublicHidden = z
  .object({ id, state: z.literal('hidden'), createdAt: instant, reason: hiddenReason.nullable() })
  .describe('A review staff hid: only why, in its place.')

named(
  'PublicReviews',
  'A clinic’s, specialist’s or treatment’s published rating and one page of its reviews, newest first: published ones, and hidden ones as their reason only (withdrawn ones never).',
  z.object({
    target: z.object({ kind: z.enum(['clinic', 'specialist', 'service']), id, slug: z.string() }),
    summary: z.object({
      count: z.number().int().describe('Published reviews.'),
      distribution: z.array(z.number().int()).length(5).describe('Reviews with 1…5 stars.'),
      average: z.number().nullable().describe('Mean stars cut (never rounded up) to one decimal; null below 3 reviews.'),
    }),
    page: z.number().int(),
    pageCount: z.number().int(),
    listed: z.number().int().describe('Reviews listed across all pages.'),
    reviews: z.array(z.discriminatedUnion('state', [PublicPublished, PublicHidden])),
  }),
)
