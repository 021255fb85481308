/*
 * The public forms behind the bot guard, and its field names. Shared by the
 * server (bot-guard.server.ts) and the page (bot-guard-fields.tsx): each form
 * gets its own signed stamp, so a stamp served for one cannot pass another.
 */

export const GUARDED_FORMS = ['contact', 'newsletter', 'sign-up', 'reset-password'] as const
export type GuardedForm = (typeof GUARDED_FORMS)[number]

export const isGuardedForm = (value: unknown): value is GuardedForm => GUARDED_FORMS.includes(value as GuardedForm)

export const HONEYPOT_FIELD = 'website'
export const STAMP_FIELD = 'formStamp'
/** On a stamp field: the form it is for. While the field is empty, the page's early script fetches its stamp (form-stamp-script.ts). */
export const STAMP_FOR_ATTRIBUTE = 'data-stamp-for'
