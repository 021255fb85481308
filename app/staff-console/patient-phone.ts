import { parsePhoneNumberFromString } from 'libphonenumber-js'

/*
 * A phone number typed in the patient search. Booking checks numbers with
 * libphonenumber-js in international format and stores them as typed
 * ("+57 300 123 4567"); the search compares digits only, so spacing,
 * punctuation and the country prefix do not matter: "612 345" finds
 * "+34 612 345 678", and so does "+34 612 345 678" or "612345678". A number
 * typed in international format is looked for by its national digits
 * (without the prefix), so a number stored without one is found too.
 */

export type TypedPhone = { digits: string }

const LOOKS_LIKE_PHONE = /^\+?[\d\s().\-/]+$/
/** Fewer digits than this are a word (part of an email, an id), not a phone. */
const MIN_DIGITS = 4

/** The phone a search text stands for, or undefined when it is not one (a name, an email). */
export function typedPhone(text: string): TypedPhone | undefined {
  const trimmed = text.trim()
  if (!LOOKS_LIKE_PHONE.test(trimmed)) return undefined
  const digits = trimmed.replace(/\D/g, '')
  if (digits.length < MIN_DIGITS) return undefined
  const parsed = trimmed.startsWith('+') ? parsePhoneNumberFromString(trimmed) : undefined
  return { digits: parsed?.isValid() ? String(parsed.nationalNumber) : digits }
}

/** The characters people type between digits (and the prefix's +), which stored numbers keep. */
export const PHONE_SEPARATORS = [' ', '-', '(', ')', '.', '/', '+'] as const
