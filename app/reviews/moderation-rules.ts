import { z } from 'zod'
import type { ReviewHiddenReason } from '~/db/schema'
import { printable } from '~/forms/rules'

/*
 * What a coordinator's moderation of a review takes (issue 31), checked alike
 * by the console's forms and /v1/admin/reviews: a public reply (written or
 * changed), or hiding for one of the listed reasons, or showing it again;
 * each from the version of the review the coordinator read, so a patient's
 * edit in between is not answered or hidden unseen. There is no way to change
 * a review's words or stars, nor to delete it.
 */

export const HIDDEN_REASONS = ['personal_data', 'abuse', 'not_about_care'] as const satisfies readonly ReviewHiddenReason[]

export const REPLY_MAX = 2000

const version = z.coerce.number({ error: 'console.reviews.errors.changed' }).int().positive()

export const ReplyToReviewSchema = z.object({
  body: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value),
    printable(z.string({ error: 'console.reviews.errors.reply_empty' }), { multiline: true })
      .min(2, { error: 'console.reviews.errors.reply_empty' })
      .max(REPLY_MAX, { error: `console.reviews.errors.reply_long?max=${REPLY_MAX}` }),
  ),
  version,
})
export type ReplyToReview = z.infer<typeof ReplyToReviewSchema>

export const HideReviewSchema = z.object({
  reason: z.enum(HIDDEN_REASONS, { error: 'console.reviews.errors.reason' }),
  version,
})
export type HideReview = z.infer<typeof HideReviewSchema>

export const UnhideReviewSchema = z.object({ version })
export type UnhideReview = z.infer<typeof UnhideReviewSchema>
