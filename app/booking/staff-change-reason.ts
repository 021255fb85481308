import { z } from 'zod'

/*
 * Why staff cancelled, moved or marked an appointment (issue 27): one of a
 * short list per action plus free text. The reason is kept in the audit
 * entry; the patient is told the listed reason (in their language) when
 * staff tick "tell the patient". The free text never goes into an email: it
 * is the team's own words and may carry health data (docs/decisions/032).
 */

export const REASONS = {
  cancel: ['clinic_closed', 'specialist_unavailable', 'patient_asked', 'duplicate_booking', 'other'],
  move: ['clinic_closed', 'specialist_unavailable', 'patient_asked', 'other'],
  no_show: ['did_not_arrive', 'arrived_too_late', 'other'],
} as const

export type ReasonAction = keyof typeof REASONS
export type ReasonCode = (typeof REASONS)[ReasonAction][number]

/** Reasons a patient can be told (in emails.<locale>.json as booking.reason.<code>). */
export const PATIENT_FACING_REASONS = ['clinic_closed', 'specialist_unavailable', 'patient_asked', 'duplicate_booking'] as const
export type PatientFacingReason = (typeof PATIENT_FACING_REASONS)[number]

const isPatientFacing = (code: ReasonCode): code is PatientFacingReason => (PATIENT_FACING_REASONS as readonly string[]).includes(code)

/** The longest free text kept with a reason. */
export const REASON_TEXT_MAX = 500

/** A reason as a verb takes it. */
export interface StaffReason {
  code: ReasonCode
  /** The staff member's own words (required for "other"), kept in the history only. */
  text?: string
  /** Whether the patient's email states the (listed) reason. */
  tellPatient: boolean
}

/** The reason's form fields (reason, reason_text, tell_patient), for `action`'s list. */
export function reasonFields<Action extends ReasonAction>(action: Action) {
  return {
    reason: z.enum(REASONS[action] as unknown as [string, ...string[]], { error: 'console.appointments.confirm.errors.reason' }),
    reason_text: z
      .string()
      .trim()
      .max(REASON_TEXT_MAX, { error: 'console.appointments.confirm.errors.reason_too_long' })
      .optional()
      .transform((text) => text || undefined),
    tell_patient: z
      .literal('on')
      .optional()
      .transform((on) => on === 'on'),
  }
}

/** The form's fields as a verb's reason; "other" without words is no reason (refine with this). */
export function otherHasText(fields: { reason: string; reason_text?: string }) {
  return fields.reason !== 'other' || Boolean(fields.reason_text)
}

export function toStaffReason(fields: { reason: string; reason_text?: string; tell_patient: boolean }): StaffReason {
  return { code: fields.reason as ReasonCode, text: fields.reason_text, tellPatient: fields.tell_patient }
}

/** The listed reason the patient's email states, if any (never the free text). */
export function patientReason(reason: StaffReason | undefined): PatientFacingReason | undefined {
  return reason?.tellPatient && isPatientFacing(reason.code) ? reason.code : undefined
}

/** The reason as the audit entry keeps it. */
export function auditedReason(reason: StaffReason | undefined) {
  return reason && { code: reason.code, ...(reason.text ? { text: reason.text } : {}), toldPatient: patientReason(reason) !== undefined }
}
