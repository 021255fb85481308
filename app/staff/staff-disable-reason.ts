import { z } from 'zod'

/*
 * Why an admin disables a staff account (issue 27): one of a short list plus
 * free text, kept in the audit entry. The console's confirmation asks for it.
 */

export const STAFF_DISABLE_REASONS = ['left_team', 'security', 'access_review', 'other'] as const

export interface StaffDisableReason {
  code: (typeof STAFF_DISABLE_REASONS)[number]
  text?: string
}

export const StaffDisableReasonSchema = z
  .object({
    reason: z.enum(STAFF_DISABLE_REASONS, { error: 'console.staff.disable_confirm.errors.reason' }),
    reason_text: z
      .string()
      .trim()
      .max(500, { error: 'console.staff.disable_confirm.errors.reason_too_long' })
      .optional()
      .transform((text) => text || undefined),
  })
  .refine((fields) => fields.reason !== 'other' || Boolean(fields.reason_text), {
    error: 'console.staff.disable_confirm.errors.reason_text',
    path: ['reason_text'],
  })
  .transform((fields): StaffDisableReason => ({ code: fields.reason, text: fields.reason_text }))
