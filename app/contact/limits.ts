/** Lengths of the contact form's fields (no zod here: the form uses them on the home page). */
export const CONTACT_LIMITS = { name: 120, phone: 30, subject: 150, message: 5000, messageMin: 10 } as const
