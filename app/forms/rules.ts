import { z } from 'zod'
import { EMAIL_PATTERN, hasControlCharacters, isPresent, ruleMessage } from './rule-messages'

export { EMAIL_PATTERN, hasControlCharacters, isPresent, parseRuleMessage, ruleMessage } from './rule-messages'

/*
 * The validation rules of spec §5, as zod schemas shared by the browser (instant
 * feedback) and the server (the truth). Messages are rule keys (see
 * rule-messages.ts), so the same schema serves both languages.
 */

/**
 * Refuses control characters (rule-messages.ts): every free-text field goes
 * through this, so neither a page nor the API stores what the databases cannot
 * (NUL on PostgreSQL) or what no one can see. Aborts, so the field shows this
 * message rather than a format rule's.
 */
export const printable = <T extends z.ZodString>(schema: T, options: { multiline?: boolean } = {}) =>
  schema.refine((value) => !hasControlCharacters(value, options), { error: ruleMessage('characters'), abort: true })

/** required: a string that is not blank after trimming (the value is trimmed); multiline allows tabs and line breaks. */
export const requiredText = (options: { multiline?: boolean } = {}) =>
  printable(
    z
      .string({ error: ruleMessage('required') })
      .trim()
      .min(1, { error: ruleMessage('required'), abort: true }),
    options,
  )

export const required = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .refine(isPresent, { error: ruleMessage('required'), abort: true })
    .pipe(schema)

/** minLength: the text has at least n characters. */
export const minLength = (n: number, options: { multiline?: boolean } = {}) =>
  requiredText(options).min(n, { error: ruleMessage('minLength', { minLength: n }) })

/** min: a list that is empty or has at least n items. */
export const minItems = <T extends z.ZodType>(item: T, n: number) =>
  z
    .array(item)
    .default([])
    .refine((list) => list.length === 0 || list.length >= n, { error: ruleMessage('min', { minLength: n }) })

/** email: one bare address (see EMAIL_PATTERN), at most 254 characters, lower-cased. */
export const email = () =>
  requiredText()
    .max(254, { error: ruleMessage('email') })
    .regex(EMAIL_PATTERN, { error: ruleMessage('email') })
    .transform((value) => value.toLowerCase())

/** password: 8+ characters with a lowercase letter, an uppercase letter, a digit and a symbol. */
export const PASSWORD_MIN_LENGTH = 8
export const password = () =>
  printable(z.string({ error: ruleMessage('required') }).min(1, { error: ruleMessage('required'), abort: true }))
    .max(128, { error: ruleMessage('password') })
    .refine(
      (value) => value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value),
      { error: ruleMessage('password') },
    )
