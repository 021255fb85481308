import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'
import { ticked } from '~/consents/ticked'
import { email, printable, requiredText } from '~/forms/rules'
import { isSlug } from '~/http/params'
import { isTimeZone } from '~/i18n/time-zones'

/** Step 2: the patient's details (shared by the page and the action). */
export const AppointmentDetailsSchema = z.object({
  service: z.string().refine(isSlug),
  clinic: z.string().refine(isSlug),
  startsAt: printable(z.string().max(40)),
  treatment: printable(z.string().max(200)).optional(),
  firstName: requiredText().pipe(z.string().max(80, { error: 'default' })),
  lastName: requiredText().pipe(z.string().max(80, { error: 'default' })),
  email: email(),
  // International format, validated with the phone-number metadata of every country.
  phone: requiredText().pipe(
    z
      .string()
      .max(32, { error: 'booking.phone_invalid' })
      .refine((value) => isValidPhoneNumber(value), { error: 'booking.phone_invalid' }),
  ),
  condition: requiredText({ multiline: true }).pipe(z.string().max(1000, { error: 'default' })),
  // Health information is special-category data: it needs its own express consent (privacy policy), stored with the hold.
  healthDataConsent: ticked('booking.health_consent_required').describe(
    'Required: true when the patient has expressly consented to the processing of the health information in `condition` (recorded with the time and the privacy policy version).',
  ),
  // The patient's own clock, from their browser: an unknown zone is dropped, never an error (it is only a courtesy).
  timeZone: z
    .string()
    .max(64)
    .transform((zone) => (isTimeZone(zone) ? zone : undefined))
    .catch(undefined)
    .optional()
    .describe("Optional: the patient's IANA time zone (e.g. Europe/Madrid). Emails and staff show the patient's time beside the clinic's."),
})

/** Step 3 in test mode: the card, checked again on the server. */
export const TestCardSchema = z.object({
  number: requiredText().pipe(z.string().max(30, { error: 'booking.card_errors.invalid_number' })),
  expiry: requiredText().pipe(z.string().regex(/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/, { error: 'booking.card_errors.invalid_expiry' })),
  cvc: requiredText().pipe(z.string().regex(/^\d{3,4}$/, { error: 'booking.card_errors.invalid_cvc' })),
  name: requiredText().pipe(z.string().max(120, { error: 'default' })),
})
