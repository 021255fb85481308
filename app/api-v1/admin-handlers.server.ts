import type { RouterContextProvider } from 'react-router'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { contextLocale, requestLocale } from '~/http/request-scope.server'
import type { Locale } from '~/i18n/locales'
import { recordAppointmentOutcome, staffCancelAppointment } from '~/staff-console/appointment-actions.server'
import { appointmentDetail } from '~/staff-console/appointment-detail.server'
import { listStaffAppointments } from '~/staff-console/appointments-query.server'
import { openConsole } from '~/staff-console/console-door.server'
import { searchPatients } from '~/staff-console/patients-query.server'
import { AdminAppointmentsQuery, AdminPatientsQuery, StaffCancelRequest } from './admin-schemas'
import { answer, parseJsonBody, parseQuery } from './respond.server'
import { deleteOnly, methodNotAllowed, postOnly } from './route.server'

/*
 * /v1/admin: the console's operations for staff Bearer tokens. Each starts at
 * the console's door (openConsole), so a patient, a visitor or a staff member
 * without the role or clinic gets the same 404 problem as for a path that
 * does not exist; then the same domain functions as the console's pages.
 */

type Context = Readonly<RouterContextProvider>
export interface Args {
  request: Request
  url: URL
  context: Context
  params: Record<string, string | undefined>
}

export const localeOf = (context: Context, request: Request, url: URL): Locale => contextLocale(context) ?? requestLocale(request, url)

/** The loader of a POST-only staff endpoint: the door first (404 for outsiders), then 405. */
export async function staffPostOnly({ request, url, context }: Args) {
  await openConsole(context, url)
  return postOnly({ request })
}

/** The loader (and other methods) of a DELETE-only staff endpoint: the door first, then 405. */
export async function staffDeleteOnly({ request, url, context }: Args) {
  await openConsole(context, url)
  return deleteOnly({ request })
}

/** The action of a read-only staff endpoint: the door first, then 405. */
export async function staffGetOnly({ request, url, context }: Args) {
  await openConsole(context, url)
  return methodNotAllowed({ request })
}

export async function adminAppointmentsHandler({ request, url, context }: Args) {
  const { scope } = await openConsole(context, url)
  const locale = localeOf(context, request, url)
  const query = parseQuery(url, AdminAppointmentsQuery, locale)
  if (!query.ok) return query.response
  const { after, ...filters } = query.value
  // A cursor that does not parse starts from the top (page-cursor.server.ts).
  return answer(await listStaffAppointments(database(), scope, { filters, after }, locale))
}

export async function adminAppointmentHandler({ request, url, context, params }: Args) {
  const { scope } = await openConsole(context, url)
  const locale = localeOf(context, request, url)
  const id = parseId(params.id)
  const appointment = id ? await appointmentDetail(database(), scope, id, locale) : undefined
  return appointment ? answer(appointment) : refusalProblem(refuse('appointment_not_found'), locale)
}

export async function adminAppointmentOutcomeHandler({ request, url, context, params }: Args, outcome: 'completed' | 'no_show') {
  const { scope } = await openConsole(context, url)
  const acting = actionContext(context, localeOf(context, request, url))
  const id = parseId(params.id)
  const done = id ? await recordAppointmentOutcome(acting, scope, { appointmentId: id, outcome }) : refuse('appointment_not_found')
  return done.ok ? answer({ id, status: outcome }) : refusalProblem(done, acting.locale)
}

export async function adminAppointmentCancelHandler({ request, url, context, params }: Args) {
  const { scope } = await openConsole(context, url)
  const acting = actionContext(context, localeOf(context, request, url))
  const id = parseId(params.id)
  if (!id) return refusalProblem(refuse('appointment_not_found'), acting.locale)
  const body = await parseJsonBody(request, StaffCancelRequest)
  if (!body.ok) return body.response
  const cancelled = await staffCancelAppointment(acting, scope, { appointmentId: id, refundMinor: body.value.refundMinor })
  if (!cancelled.ok) return refusalProblem(cancelled, acting.locale)
  return answer({ status: 'cancelled', refundedMinor: cancelled.refundedMinor, currency: cancelled.currency })
}

export async function adminPatientsHandler({ request, url, context }: Args) {
  const { scope } = await openConsole(context, url)
  const locale = localeOf(context, request, url)
  const query = parseQuery(url, AdminPatientsQuery, locale)
  if (!query.ok) return query.response
  return answer(await searchPatients(database(), scope, { query: query.value.q, after: query.value.after }))
}
