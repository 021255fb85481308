import type { z } from 'zod'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { countPayment } from '~/observability/counters.server'
import { bookedAppointment, loadBookedAppointment, type BookedAppointment } from './appointment.server'
import { payHold } from './checkout.server'
import type { TestCardSchema } from './schemas'

/** The card as the page and POST /v1/appointments/{id}/payment validate it, and whose hold it pays. */
export interface PayInTestModeInput {
  userId: number
  sessionId: number
  appointmentId: number
  card: z.output<typeof TestCardSchema>
}

/**
 * Step 3 in test mode (the card form and /v1): pays the patient's hold with
 * one of the test cards; paying a confirmed appointment again changes nothing.
 * The card number is used for this charge only: never stored or logged.
 */
export async function payInTestMode(
  { db, locale, now }: ActionContext,
  input: PayInTestModeInput,
): Promise<Outcome<{ appointment: BookedAppointment }>> {
  const { userId, sessionId, appointmentId, card } = input
  const appointment = await loadBookedAppointment(db, appointmentId, userId, locale)
  if (!appointment) return refuse('appointment_not_found')
  const [expMonth = '', expYear = ''] = card.expiry.split('/').map((part) => part.trim())
  const paid = await payHold(db, appointment, sessionId, { number: card.number, expMonth, expYear, cvc: card.cvc }, now)
  countPayment('test', paid.ok ? 'paid' : paid.code)
  if (!paid.ok) return paid
  return { ok: true, appointment: await bookedAppointment(db, appointmentId, userId, locale) }
}
