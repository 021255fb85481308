import { LONGEST_FIELD_LENGTH } from '~/forms/limits'

/** Lengths of the contact form's fields (no zod here: the form uses them on the home page). The message is the longest field of any form. */
export const CONTACT_LIMITS = { name: 120, phone: 30, subject: 150, message: LONGEST_FIELD_LENGTH, messageMin: 10 } as const
