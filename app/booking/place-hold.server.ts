import type { z } from 'zod'
import { limitRefusal, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { countBookingStep } from '~/observability/counters.server'
import { consumeAll } from '~/security/rate-limit.server'
import { bookedAppointment, type BookedAppointment } from './appointment.server'
import { holdSlot } from './holds.server'
import type { AppointmentDetailsSchema } from './schemas'

/** Step 2's details as the page and POST /v1/appointments validate them, and whose hold it is. */
export type PlaceHoldInput = Omit<z.output<typeof AppointmentDetailsSchema>, 'treatment'> & { userId: number; sessionId: number }

/**
 * "Continue to pay" (step 2 and POST /v1/appointments): holds the hour for
 * 10 minutes for this session. Attempts count against the patient's and the
 * address's limits; the appointment is stored in the context's language (its
 * emails use it).
 */
export async function placeHold(context: ActionContext, input: PlaceHoldInput): Promise<Outcome<{ appointment: BookedAppointment }>> {
  return countBookingStep('hold', await holdHour(context, input))
}

async function holdHour({ db, ip, locale, now }: ActionContext, input: PlaceHoldInput): Promise<Outcome<{ appointment: BookedAppointment }>> {
  const { userId, sessionId, service, clinic, startsAt, firstName, lastName, email, phone, condition, timeZone, healthDataConsent } = input
  const attempt = await consumeAll([
    ['holdAccount', String(userId)],
    ['holdAddress', ip],
  ])
  if (!attempt.allowed) return limitRefusal(attempt.retryAfterSeconds, 'hold_rate_limited')
  const held = await holdSlot(
    db,
    {
      userId,
      sessionId,
      serviceSlug: service,
      clinicSlug: clinic,
      startsAt,
      locale,
      patient: { firstName, lastName, email, phone, condition, timeZone },
      healthDataConsent,
    },
    now,
  )
  if (!held.ok) return held
  return { ok: true, appointment: await bookedAppointment(db, held.appointmentId, userId, locale) }
}
