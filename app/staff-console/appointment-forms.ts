import { z } from 'zod'
import { requiredText } from '~/forms/rules'

/*
 * The appointment page's action forms. The refund is typed in the currency's
 * units ("45.50"), as staff read amounts; the action turns it into minor units.
 */
const noteText = requiredText().pipe(z.string().max(2000, { error: 'console.appointments.errors.note_too_long' }))

/** An internal note (the page's note form and the staff API). */
export const AppointmentNoteSchema = z.object({ note: noteText })

export const AppointmentActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('complete') }),
  z.object({ intent: z.literal('no_show') }),
  z.object({ intent: z.literal('move'), startsAt: z.iso.datetime({ offset: true }) }),
  z.object({ intent: z.literal('note'), note: noteText }),
  z.object({
    intent: z.literal('cancel'),
    refund: z
      .string()
      .trim()
      .regex(/^\d{1,9}(?:[.,]\d{1,2})?$/, { error: 'console.appointments.errors.refund_format' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
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
