import { z } from 'zod'
import { otherHasText, reasonFields, type ReasonAction } from '~/booking/staff-change-reason'
import { requiredText } from '~/forms/rules'

/*
 * The appointment page's action forms. The refund is typed in the currency's
 * units ("45.50"), as staff read amounts; the action turns it into minor units.
 */
const noteText = requiredText().pipe(z.string().max(2000, { error: 'console.appointments.errors.note_too_long' }))

/** An internal note (the page's note form and the staff API). */
export const AppointmentNoteSchema = z.object({ note: noteText })

/** A form's second post, from its confirmation (the dialog, or the page's confirmation step without script). */
const confirmed = z.literal('1').optional()

export const AppointmentActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('complete') }),
  z.object({ intent: z.literal('undo') }),
  z.object({ intent: z.literal('no_show'), confirm: confirmed }),
  z.object({ intent: z.literal('move'), startsAt: z.iso.datetime({ offset: true }), confirm: confirmed }),
  z.object({ intent: z.literal('note'), note: noteText }),
  z.object({
    intent: z.literal('cancel'),
    refund: z
      .string()
      .trim()
      .regex(/^\d{1,9}(?:[.,]\d{1,2})?$/, { error: 'console.appointments.errors.refund_format' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    confirm: confirmed,
  }),
])
export type AppointmentAction = z.infer<typeof AppointmentActionSchema>

/** "45.50" (or "45,50") in a currency with `perUnit` minor units to the unit → 4550. */
export function toMinorUnits(amount: string, perUnit: number) {
  return Math.round(Number(amount.replace(',', '.')) * perUnit)
}

/** The currency a clinic-side refund is typed and shown in: the appointment's (US dollars for one without a fee). */
export function refundCurrency(appointment: { currency: string | null }) {
  return appointment.currency ?? 'USD'
}

/**
 * The confirmation's own fields for `action`: the reason (a listed one, with words for "other"),
 * "tell the patient the reason" and, for a move, "notify the patient" (a checkbox: absent is off).
 */
export function confirmationSchema(action: ReasonAction) {
  return z
    .object({
      ...reasonFields(action),
      notify: z
        .literal('on')
        .optional()
        .transform((on) => on === 'on'),
    })
    .refine(otherHasText, { error: 'console.appointments.confirm.errors.reason_text', path: ['reason_text'] })
}
