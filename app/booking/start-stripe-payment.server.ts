import { env } from '~/config/env.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { loadBookedAppointment, type BookedAppointment } from './appointment.server'
import { createIntentFor, holdIsLive } from './checkout.server'

export interface StartStripePaymentInput {
  userId: number
  sessionId: number
  appointmentId: number
}

export type StripePaymentStart = Outcome<
  { appointment: BookedAppointment } & ({ status: 'confirmed' } | { status: 'requires_payment'; clientSecret: string; publishableKey: string })
>

/**
 * Step 3 in Stripe mode (the payment page and /v1): the PaymentIntent whose
 * client secret the Payment Element needs, the same one however often it is
 * asked for. Paying happens in the browser with Stripe; the signed webhook,
 * not this call or the return page, confirms the appointment. Throws when
 * Stripe cannot be reached.
 */
export async function startStripePayment({ db, locale, now }: ActionContext, input: StartStripePaymentInput): Promise<StripePaymentStart> {
  const appointment = await loadBookedAppointment(db, input.appointmentId, input.userId, locale)
  if (!appointment) return refuse('appointment_not_found')
  if (appointment.status === 'confirmed') return { ok: true, status: 'confirmed', appointment }
  if (!holdIsLive(appointment, input.sessionId, now)) return refuse('hold_expired')
  const intent = await createIntentFor(appointment)
  if (!intent.clientSecret) throw new Error('Stripe returned a PaymentIntent without a client secret')
  // Stripe mode needs both keys (config/env.server.ts).
  return { ok: true, status: 'requires_payment', clientSecret: intent.clientSecret, publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? '', appointment }
}
