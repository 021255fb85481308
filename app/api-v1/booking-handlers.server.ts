import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { requireApiSession } from '~/accounts/session-middleware.server'
import type { BookedAppointment } from '~/booking/appointment.server'
import { cancelAppointment } from '~/booking/cancel.server'
import { payInTestMode } from '~/booking/pay-in-test-mode.server'
import { placeHold } from '~/booking/place-hold.server'
import { rescheduleAppointment } from '~/booking/reschedule.server'
import { startStripePayment } from '~/booking/start-stripe-payment.server'
import type { Database } from '~/db/schema'
import { refuse } from '~/errors/outcomes'
import { actionContext } from '~/accounts/action-context.server'
import { parseId } from '~/http/params'
import { refusalProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { answer, parseJsonBody } from './respond.server'
import { HoldRequestBody, PaymentRequestBody, RescheduleRequestBody } from './schemas'

/*
 * The booking steps for API clients: the actions of the pages (booking/*),
 * answered as JSON. Problems are worded in the language the request asked
 * for, else the patient's.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>

function describe(appointment: BookedAppointment) {
  return {
    id: appointment.id,
    status: appointment.status,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    timeZone: appointment.timeZone,
    holdExpiresAt: appointment.status === 'pending_payment' ? appointment.holdExpiresAt : null,
    feeMinor: appointment.feeMinor,
    currency: appointment.currency,
    service: appointment.serviceName,
    clinic: appointment.clinicName,
    paymentMode: paymentProvider().mode,
  }
}

/** The signed-in patient, the action context in the language asked for (else the patient's), and the appointment's id. */
function patientRequest(db: Db, context: Context, id?: string) {
  const session = requireApiSession(context)
  const ctx = actionContext(context, apiLocale(context, session.user.locale), db)
  return { ctx, patient: { userId: session.user.id, sessionId: session.sessionId }, appointmentId: parseId(id) }
}

export async function holdHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSession(context)
  const body = await parseJsonBody(request, HoldRequestBody)
  if (!body.ok) return body.response
  const { locale, ...details } = body.value
  // The body's locale is the patient's (stored, for the emails); a language the request asked for wins for the answer.
  const outcome = await placeHold(actionContext(context, locale, db), { ...details, userId: session.user.id, sessionId: session.sessionId })
  if (!outcome.ok) return refusalProblem(outcome, apiLocale(request, locale))
  return answer(describe(outcome.appointment), 201)
}

export async function paymentHandler(db: Db, request: Request, context: Context, id: string | undefined) {
  const { ctx, patient, appointmentId } = patientRequest(db, context, id)
  if (!appointmentId) return refusalProblem(refuse('appointment_not_found'), ctx.locale)
  if (paymentProvider().mode === 'stripe') {
    const start = await startStripePayment(ctx, { ...patient, appointmentId })
    if (!start.ok) return refusalProblem(start, ctx.locale)
    if (start.status === 'confirmed') return answer({ status: 'confirmed', appointment: describe(start.appointment) })
    const { clientSecret, publishableKey } = start
    return answer({ status: 'requires_payment', clientSecret, publishableKey, appointment: describe(start.appointment) })
  }
  const body = await parseJsonBody(request, PaymentRequestBody)
  if (!body.ok) return body.response
  const paid = await payInTestMode(ctx, { ...patient, appointmentId, card: body.value })
  if (!paid.ok) return refusalProblem(paid, ctx.locale)
  return answer({ status: 'confirmed', appointment: describe(paid.appointment) })
}

export async function cancelHandler(db: Db, context: Context, id: string | undefined) {
  const { ctx, patient, appointmentId } = patientRequest(db, context, id)
  const cancelled = appointmentId ? await cancelAppointment(ctx, { userId: patient.userId, appointmentId }) : refuse('appointment_not_found')
  if (!cancelled.ok) return refusalProblem(cancelled, ctx.locale)
  return answer({ status: 'cancelled', refundedMinor: cancelled.refundedMinor, currency: cancelled.currency })
}

export async function rescheduleHandler(db: Db, request: Request, context: Context, id: string | undefined) {
  const { ctx, patient, appointmentId } = patientRequest(db, context, id)
  if (!appointmentId) return refusalProblem(refuse('appointment_not_found'), ctx.locale)
  const body = await parseJsonBody(request, RescheduleRequestBody)
  if (!body.ok) return body.response
  const moved = await rescheduleAppointment(ctx, { userId: patient.userId, appointmentId, startsAt: body.value.startsAt })
  if (!moved.ok) return refusalProblem(moved, ctx.locale)
  return answer({ ...describe(moved.appointment), previousId: moved.previousId })
}
