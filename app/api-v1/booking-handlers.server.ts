import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { requireApiSession, type RequestSession } from '~/accounts/session.server'
import { cancelAppointment } from '~/booking/cancel.server'
import { loadBookedAppointment, payInTestMode, startStripePayment, type BookedAppointment } from '~/booking/checkout.server'
import { consumeHoldAttempt, placeHold } from '~/booking/holds.server'
import { rescheduleAppointment } from '~/booking/reschedule.server'
import { env } from '~/config/env.server'
import { parseId } from '~/http/params'
import { requestInfoContext } from '~/http/request-context'
import type { Database } from '~/db/schema'
import { paymentProvider } from '~/payments/payment-provider.server'
import { parseJsonBody } from './respond.server'
import { translatedProblem } from '~/http/problem.server'
import { contextLocale } from '~/http/request-scope.server'
import { HoldRequestBody, PaymentRequestBody, RescheduleRequestBody } from './schemas'

/*
 * The booking steps for API clients, with the rules of the pages: a hold
 * belongs to the session that made it; the paid status comes from the payment
 * provider; the database decides who gets the last place (409 for the others).
 * Problems are worded in the patient's language, with the pages' messages.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>

const send = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' } })

function describe(appointment: BookedAppointment) {
  return {
    id: appointment.id,
    status: appointment.status,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    timeZone: appointment.timeZone,
    holdExpiresAt: appointment.status === 'pending_payment' ? appointment.holdExpiresAt : null,
    feeMinor: appointment.fee_minor ?? 0,
    currency: appointment.currency ?? 'USD',
    service: appointment.serviceName,
    clinic: appointment.clinicName,
    paymentMode: paymentProvider().mode,
  }
}

/** The language the request asked for (`?locale=`, Accept-Language), else the patient's. */
const problemLocale = (context: Context, session: RequestSession) => contextLocale(context) ?? session.user.locale

/** The caller's own appointment, or the 404 to answer (another patient's looks the same as none). */
async function ownAppointment(
  db: Db,
  context: Context,
  id: string | undefined,
): Promise<{ ok: true; session: RequestSession; appointment: BookedAppointment } | { ok: false; response: Response }> {
  const session = requireApiSession(context)
  const appointmentId = parseId(id)
  const appointment = appointmentId ? await loadBookedAppointment(db, appointmentId, session.user.id, session.user.locale) : undefined
  return appointment ? { ok: true, session, appointment } : { ok: false, response: translatedProblem(404, problemLocale(context, session), 'booking.api.not_found') }
}

export async function holdHandler(db: Db, request: Request, context: Context) {
  const session = requireApiSession(context)
  const body = await parseJsonBody(request, HoldRequestBody)
  if (!body.ok) return body.response
  const { service, clinic, startsAt, locale, firstName, lastName, email, phone, condition, healthDataConsent } = body.value
  const attempt = await consumeHoldAttempt(session.user.id, context.get(requestInfoContext).ip)
  if (!attempt.allowed) {
    return translatedProblem(429, locale, 'booking.too_many_holds', {
      values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
      headers: { 'Retry-After': String(attempt.retryAfterSeconds) },
    })
  }
  const result = await placeHold(db, {
    userId: session.user.id,
    sessionId: session.sessionId,
    serviceSlug: service,
    clinicSlug: clinic,
    startsAt,
    locale,
    patient: { firstName, lastName, email, phone, condition },
    healthDataConsent,
  })
  if (!result.ok) {
    // The body's locale is the patient's (for the emails); a language the request asked for wins for the answer.
    const answer = contextLocale(context) ?? locale
    return result.reason === 'slot_taken' ? translatedProblem(409, answer, 'booking.taken') : translatedProblem(422, answer, 'booking.not_offered')
  }
  const appointment = await loadBookedAppointment(db, result.appointmentId, session.user.id, locale)
  return send(describe(appointment!), 201)
}

export async function paymentHandler(db: Db, request: Request, context: Context, id: string | undefined) {
  const own = await ownAppointment(db, context, id)
  if (!own.ok) return own.response
  const { session, appointment } = own
  const locale = problemLocale(context, session)
  if (paymentProvider().mode === 'stripe') {
    const start = await startStripePayment(appointment, session.sessionId)
    if (start.status === 'hold_expired') return translatedProblem(409, locale, 'booking.hold_expired')
    if (start.status === 'confirmed') return send({ status: 'confirmed', appointment: describe(appointment) })
    return send({ status: 'requires_payment', clientSecret: start.clientSecret, publishableKey: env().STRIPE_PUBLISHABLE_KEY, appointment: describe(appointment) })
  }
  const body = await parseJsonBody(request, PaymentRequestBody)
  if (!body.ok) return body.response
  const [month = '', year = ''] = body.value.expiry.split('/').map((part) => part.trim())
  const result = await payInTestMode(db, appointment, session.sessionId, { number: body.value.number, expMonth: month, expYear: year, cvc: body.value.cvc })
  if (result.status === 'hold_expired') return translatedProblem(409, locale, 'booking.hold_expired')
  if (result.status === 'invalid') return translatedProblem(400, locale, `booking.card_errors.${result.code}`, { errors: [{ parameter: 'card', message: result.code }] })
  if (result.status === 'declined') return translatedProblem(402, locale, `booking.declined.${result.reason}`, { errors: [{ parameter: 'card', message: result.reason }] })
  const paid = await loadBookedAppointment(db, appointment.id, session.user.id, session.user.locale)
  return send({ status: 'confirmed', appointment: describe(paid!) })
}

export async function cancelHandler(db: Db, context: Context, id: string | undefined) {
  const own = await ownAppointment(db, context, id)
  if (!own.ok) return own.response
  const result = await cancelAppointment(db, own.appointment.id, own.session.user.id)
  if (!result.ok) return translatedProblem(409, problemLocale(context, own.session), 'account.not_cancellable')
  return send({ status: 'cancelled', refundedMinor: result.refundedMinor, currency: own.appointment.currency ?? 'USD' })
}

export async function rescheduleHandler(db: Db, request: Request, context: Context, id: string | undefined) {
  const own = await ownAppointment(db, context, id)
  if (!own.ok) return own.response
  const body = await parseJsonBody(request, RescheduleRequestBody)
  if (!body.ok) return body.response
  const result = await rescheduleAppointment(db, { appointmentId: own.appointment.id, userId: own.session.user.id, startsAt: body.value.startsAt })
  if (result.ok) {
    const moved = await loadBookedAppointment(db, result.appointmentId, own.session.user.id, own.session.user.locale)
    return send({ ...describe(moved!), previousId: own.appointment.id })
  }
  const locale = problemLocale(context, own.session)
  if (result.reason === 'slot_taken') return translatedProblem(409, locale, 'booking.taken')
  if (result.reason === 'not_reschedulable' || result.reason === 'not_found') return translatedProblem(409, locale, 'account.not_reschedulable')
  if (result.reason === 'unchanged') return translatedProblem(422, locale, 'account.reschedule_unchanged')
  return translatedProblem(422, locale, 'booking.not_offered')
}
