import { describe, expect, it } from 'vitest'
import { EditReviewSchema, isDisplayName, NewReviewSchema, REVIEW_BODY_MAX } from './review-rules'

const body = 'The team explained every step and my eyes healed within a week.'
const errors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('a review’s rules', () => {
  it('takes a form’s strings (stars from radios, empty sub-scores) and JSON alike', () => {
    const form = NewReviewSchema.safeParse({
      appointmentId: '4',
      overall: '5',
      care: '',
      communication: '3',
      body: `  ${body}\r\n`,
      displayName: ' M.  R. ',
      locale: 'es',
    })
    expect(form.data).toEqual({
      appointmentId: 4,
      overall: 5,
      care: null,
      communication: 3,
      result: null,
      value: null,
      body,
      displayName: 'M. R.',
      locale: 'es',
    })
    const json = NewReviewSchema.safeParse({ treatmentStepId: 9, overall: 1, result: 2, body, locale: 'en' })
    expect(json.data).toMatchObject({ treatmentStepId: 9, overall: 1, result: 2, care: null, displayName: '' })
  })

  it('refuses each wrong field with its own message', () => {
    const result = NewReviewSchema.safeParse({ appointmentId: 4, overall: 6, care: 0, body: 'Too short.', displayName: 'Marta Ruiz', locale: 'fr' })
    expect(errors(result)).toEqual({
      overall: 'review_form.errors.overall',
      care: 'review_form.errors.sub_score',
      body: 'review_form.errors.body_short?min=30',
      displayName: 'review_form.errors.display_name?max=20',
      locale: 'review_form.errors.locale',
    })
    expect(errors(EditReviewSchema.safeParse({ version: 1, overall: 3, body: 'x'.repeat(REVIEW_BODY_MAX + 1), locale: 'en' }))).toEqual({
      body: 'review_form.errors.body_long?max=3000',
    })
    expect(errors(EditReviewSchema.safeParse({ version: 1, overall: 3, body: `${body}\u0000`, locale: 'en' }))).toEqual({ body: 'characters' })
  })

  it('signs with a first name or initials, never a surname, an email or a phone', () => {
    for (const name of ['', 'Marta', 'José-Luis', 'O’Neil', 'Marta R.', 'M. R.', 'M.R.', 'MR', 'Ñ.']) expect(isDisplayName(name), name).toBe(true)
    for (const name of [
      'Marta Ruiz',
      'marta@example.com',
      '+34 600 123 456',
      '600123456',
      'Dr. Marta',
      'Marta R. García',
      'Maximiliana-Alejandra-T',
      'M. R. G. H.',
    ])
      expect(isDisplayName(name), name).toBe(false)
  })
})
