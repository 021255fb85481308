import { z } from 'zod'
import { email, minLength, requiredText } from '~/forms/rules'

/*
 * The contact form (spec §3: name, email, phone, subject, message), shared by
 * the page (instant feedback on blur), the action and POST /v1/contact.
 * Messages are rule keys or catalogue keys (see forms/rules).
 */

import { CONTACT_LIMITS } from './limits'

export { CONTACT_LIMITS }

/** Digits, spaces, + ( ) . - only, with 6 to 15 digits (E.164 allows at most 15). */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const phoneDigits = (value: string) => value.replace(/\D/g, '').length

const phone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, { error: 'contact.phone_invalid' })
    .regex(PHONE_PATTERN, { error: 'contact.phone_invalid' })
    .refine((value) => phoneDigits(value) >= 6 && phoneDigits(value) <= 15, { error: 'contact.phone_invalid' })
    .optional(),
)

/** Single-line text (control characters are refused by requiredText). */
const text = (max: number) => requiredText().max(max, { error: `contact.too_long?max=${max}` })

export const ContactSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: email(),
  phone,
  subject: text(CONTACT_LIMITS.subject),
  // Multi-line: tabs and line breaks are allowed, other control characters are not.
  message: minLength(CONTACT_LIMITS.messageMin, { multiline: true }).max(CONTACT_LIMITS.message, {
    error: `contact.too_long?max=${CONTACT_LIMITS.message}`,
  }),
})
export type ContactInput = z.infer<typeof ContactSchema>
