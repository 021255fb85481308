import { z } from 'zod'
import { printable } from '~/forms/rules'
import { locales } from '~/i18n/locales'

/*
 * What a patient's review must be (issue 31), checked alike in the browser and
 * on the server (the account's form, /v1/me/reviews): overall stars 1–5; the
 * sub-scores care, communication, result and value optional, 1–5 each; a text
 * long enough to say something and short enough to read; and, if they wish, a
 * first name or initials to sign with, never a full name, an email or a phone
 * (the review is public). Its language is the one they wrote in (the page's
 * unless they pick the other). Messages are catalogue keys.
 */

export const REVIEW_BODY_MIN = 30
export const REVIEW_BODY_MAX = 3000
export const DISPLAY_NAME_MAX = 20
/** The patient may edit a review until this many days after it was first published. */
export const REVIEW_EDIT_DAYS = 30

export const SUB_SCORES = ['care', 'communication', 'result', 'value'] as const
export type SubScore = (typeof SUB_SCORES)[number]

/**
 * A first name ("Marta", "José-Luis", "O’Neil"), optionally with one initial
 * ("Marta R."), or initials alone ("M. R.", "MR"): letters only, so no email,
 * phone or number; one word, so no surname.
 */
const FIRST_NAME = /^\p{L}[\p{L}'’-]*(?: \p{Lu}\.)?$/u
const INITIALS = /^(?:\p{Lu}\. ?){1,3}$/u

export function isDisplayName(value: string) {
  return value === '' || (value.length <= DISPLAY_NAME_MAX && (FIRST_NAME.test(value) || INITIALS.test(value.trim())))
}

/** A star count 1–5 from a form (a radio's value) or JSON (a number). */
const stars = (error: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).min(1, { error }).max(5, { error }),
  )

/** An optional sub-score: left out, empty or null is no score. */
const optionalStars = z.preprocess((value) => (value === '' || value === undefined ? null : value), stars('review_form.errors.sub_score').nullable())

const body = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value),
  printable(z.string({ error: `review_form.errors.body_short?min=${REVIEW_BODY_MIN}` }), { multiline: true })
    .min(REVIEW_BODY_MIN, { error: `review_form.errors.body_short?min=${REVIEW_BODY_MIN}` })
    .max(REVIEW_BODY_MAX, { error: `review_form.errors.body_long?max=${REVIEW_BODY_MAX}` }),
)

// Optional: an empty field (which forms send as nothing) or one left out is "Verified patient" alone.
const displayName = printable(z.string())
  .optional()
  .transform((value) => (value ?? '').trim().replace(/\s+/g, ' '))
  .refine(isDisplayName, { error: `review_form.errors.display_name?max=${DISPLAY_NAME_MAX}` })

/** The review itself, as written or edited. */
export const ReviewFieldsSchema = z.object({
  overall: stars('review_form.errors.overall'),
  care: optionalStars,
  communication: optionalStars,
  result: optionalStars,
  value: optionalStars,
  body,
  displayName,
  locale: z.enum(locales, { error: 'review_form.errors.locale' }),
})
export type ReviewFields = z.infer<typeof ReviewFieldsSchema>

const id = z.coerce.number().int().positive()

/** A new review: of one completed appointment, or of one done treatment step without an appointment (exactly one: the verb refuses otherwise). */
export const NewReviewSchema = ReviewFieldsSchema.safeExtend({
  appointmentId: id.optional(),
  treatmentStepId: id.optional(),
})
export type NewReview = z.infer<typeof NewReviewSchema>

/** A change: the review as it now reads, from the version the patient saw. */
export const EditReviewSchema = ReviewFieldsSchema.safeExtend({ version: id })
export type EditReview = z.infer<typeof EditReviewSchema>

/** What a review of a completed appointment or step is about. */
export type ReviewSubject = { appointmentId: number } | { treatmentStepId: number }
