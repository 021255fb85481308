/**
 * No field of any form may be longer than this (the contact message is the
 * longest). Kept apart from rules.ts so that forms can read it without zod.
 */
export const LONGEST_FIELD_LENGTH = 5000
