import { z } from 'zod'
import { MODERATION_STATES } from '~/reviews/moderation-queue.server'
import { HideReviewSchema, HIDDEN_REASONS, ReplyToReviewSchema, UnhideReviewSchema } from '~/reviews/moderation-rules'
import { named } from './schemas'

/*
 * Reviews' moderation in the API (issue 31; /v1/admin/reviews): the list by
 * state and the three verbs' bodies, which are the domain's own schemas
 * (moderation-rules.ts). The answers mirror moderation-queue.server.ts.
 */

const id = z.number().int()
const instant = z.string().describe('ISO 8601, UTC.')
const stars = z.number().int().min(1).max(5)
const reason = z
  .enum(HIDDEN_REASONS)
  .describe('personal_data | abuse | not_about_care: the listed reasons, shown on the public pages in place of the review.')

export const AdminReviewsQuery = z.object({
  state: z
    .enum(MODERATION_STATES)
    .default('new')
    .describe('new (default): published, not answered yet; replied: published with a public reply; hidden: hidden for a listed reason.'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('Twenty a page, newest first.'),
})

const ModeratedReview = named(
  'ModeratedReview',
  'A patient’s review as moderators read it: its words and stars exactly as written (no endpoint changes them), its reply, or why it is hidden.',
  z.object({
    id,
    version: z
      .number()
      .int()
      .describe('Send it back with a reply, hide or unhide: a review changed since (the patient edited it) is refused with 409.'),
    status: z.enum(['published', 'hidden']),
    createdAt: instant,
    clinic: z.object({ id, name: z.string() }),
    specialist: z.object({ id, name: z.string() }).nullable(),
    treatment: z.string(),
    completedOn: z.string().describe('YYYY-MM-DD the care took place.'),
    overall: stars,
    scores: z.object({ care: stars.nullable(), communication: stars.nullable(), result: stars.nullable(), value: stars.nullable() }),
    body: z.string(),
    locale: z.string().describe('The language it was written in.'),
    displayName: z.string().nullable().describe('A first name or initials; null when unsigned ("Verified patient").'),
    reply: z.object({ body: z.string(), by: z.string().nullable(), at: instant }).nullable(),
    hidden: z.object({ reason: reason.nullable(), by: z.string().nullable(), at: instant.nullable() }).nullable(),
  }),
)

named(
  'ModeratedReviewList',
  'A page of reviews in one state, newest first.',
  z.object({ reviews: z.array(ModeratedReview), page: z.number().int(), hasNext: z.boolean() }),
)

export const ReviewReplyRequest = named(
  'ReviewReplyRequest',
  'Publish (or replace) the care team’s public reply, shown under the review with your name.',
  ReplyToReviewSchema,
)
export const ReviewHideRequest = named(
  'ReviewHideRequest',
  'Hide a published review for a listed reason: it leaves the ratings, the reason is shown in its place, the patient is told by email.',
  HideReviewSchema,
)
export const ReviewUnhideRequest = named(
  'ReviewUnhideRequest',
  'Show a hidden review again (hiding it was a mistake): it counts in the ratings again.',
  UnhideReviewSchema,
)
