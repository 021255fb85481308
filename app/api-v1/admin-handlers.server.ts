import type { RouterContextProvider } from 'react-router'
import { requirePermission } from '~/access/door.server'
import type { Permission } from '~/access/permissions'
import { actionContext } from '~/accounts/action-context.server'
import { recordAppointmentOutcome } from '~/booking/record-appointment-outcome.server'
import { staffCancelAppointment } from '~/booking/staff-cancel-appointment.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { apiLocale } from '~/http/request-scope.server'
import { appointmentDetail } from '~/staff-console/appointment-detail.server'
import { listStaffAppointments } from '~/staff-console/appointments-query.server'
import { searchPatients } from '~/staff-console/patients-query.server'
import { AdminAppointmentsQuery, AdminPatientsQuery, StaffCancelRequest } from './admin-schemas'
import { answer, parseJsonBody, parseQuery } from './respond.server'
import { deleteOnly, methodNotAllowed, postOnly } from './route.server'

/*
 * /v1/admin: the console's operations for staff Bearer tokens. Each starts at
 * the door with its permission (apiDoor → requirePermission), so a patient, a
 * visitor or a staff member without the permission or clinic gets the same
 * 404 problem as for a path that does not exist; then the same domain
 * functions as the console's pages.
 */

type Context = Readonly<RouterContextProvider>
export interface Args {
  request: Request
  url: URL
  context: Context
  params: Record<string, string | undefined>
}

/**
 * The door of every /v1/admin handler: 404 for anyone without `permission`, or, on a clinic's
 * address (`:clinicId`), who does not serve that clinic; then the caller and their action context.
 */
export async function apiDoor({ request, url, context, params }: Args, permission: Permission) {
  const clinicId = params.clinicId === undefined ? undefined : parseId(params.clinicId)
  const caller = await requirePermission(context, url, permission, clinicId ? { clinicId } : {})
  return { ...caller, acting: actionContext(context, apiLocale(request)) }
}

/** The loader of a POST-only staff endpoint: the door first (404 for outsiders), then 405. */
export async function staffPostOnly(args: Args, permission: Permission) {
  await apiDoor(args, permission)
  return postOnly(args)
}

/** The loader (and other methods) of a DELETE-only staff endpoint: the door first, then 405. */
export async function staffDeleteOnly(args: Args, permission: Permission) {
  await apiDoor(args, permission)
  return deleteOnly(args)
}

/** The action of a read-only staff endpoint: the door first, then 405. */
export async function staffGetOnly(args: Args, permission: Permission) {
  await apiDoor(args, permission)
  return methodNotAllowed(args)
}

export async function adminAppointmentsHandler(args: Args) {
  const { scope, acting } = await apiDoor(args, 'appointments.view')
  const locale = acting.locale
  const query = parseQuery(args.url, AdminAppointmentsQuery, locale)
  if (!query.ok) return query.response
  const { after, ...filters } = query.value
  // A cursor that does not parse starts from the top (page-cursor.server.ts).
  return answer(await listStaffAppointments(database(), scope, { filters, after }, locale))
}

export async function adminAppointmentHandler(args: Args) {
  const { scope, acting } = await apiDoor(args, 'appointments.view')
  const locale = acting.locale
  const id = parseId(args.params.id)
  const appointment = id ? await appointmentDetail(database(), scope, id, locale) : undefined
  return appointment ? answer(appointment) : refusalProblem(refuse('appointment_not_found'), locale)
}

export async function adminAppointmentOutcomeHandler(args: Args, outcome: 'completed' | 'no_show') {
  const { acting } = await apiDoor(args, 'appointments.manage')
  const id = parseId(args.params.id)
  const done = id ? await recordAppointmentOutcome(acting, { appointmentId: id, outcome }) : refuse('appointment_not_found')
  return done.ok ? answer({ id, status: outcome }) : refusalProblem(done, acting.locale)
}

export async function adminAppointmentCancelHandler(args: Args) {
  const { acting } = await apiDoor(args, 'appointments.manage')
  const id = parseId(args.params.id)
  if (!id) return refusalProblem(refuse('appointment_not_found'), acting.locale)
  const body = await parseJsonBody(args.request, StaffCancelRequest)
  if (!body.ok) return body.response
  const cancelled = await staffCancelAppointment(acting, { appointmentId: id, refundMinor: body.value.refundMinor })
  if (!cancelled.ok) return refusalProblem(cancelled, acting.locale)
  return answer({ status: 'cancelled', refundedMinor: cancelled.refundedMinor, currency: cancelled.currency })
}

export async function adminPatientsHandler(args: Args) {
  const { scope, acting } = await apiDoor(args, 'patients.view')
  const locale = acting.locale
  const query = parseQuery(args.url, AdminPatientsQuery, locale)
  if (!query.ok) return query.response
  return answer(await searchPatients(database(), scope, { query: query.value.q, after: query.value.after }))
}
