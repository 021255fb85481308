import { parsePhoneNumberFromString } from 'libphonenumber-js'

/*
 * A phone number typed in the patient search. Booking checks numbers with
 * libphonenumber-js in international format and stores them as typed
 * ("+57 300 123 4567"); the search compares them without their spacing. A
 * number in international format matches exactly (E.164); a local one
 * ("300 123 4567") matches the end of stored numbers.
 */

export type TypedPhone = { e164: string } | { endsWith: string }

const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]+$/
const MIN_DIGITS = 6

/** The phone a search text stands for, or undefined when it is not one (a name, an email). */
export function typedPhone(text: string): TypedPhone | undefined {
  const trimmed = text.trim()
  if (!LOOKS_LIKE_PHONE.test(trimmed)) return undefined
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < MIN_DIGITS) return undefined
  const parsed = trimmed.startsWith('+') ? parsePhoneNumberFromString(trimmed) : undefined
  return parsed?.isValid() ? { e164: parsed.number } : { endsWith: digits }
}

/** The characters people type between digits, which stored numbers keep. */
export const PHONE_SEPARATORS = [' ', '-', '(', ')', '.'] as const
