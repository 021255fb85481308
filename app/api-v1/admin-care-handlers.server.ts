import { addAppointmentNote } from '~/booking/add-appointment-note.server'
import { listAppointmentNotes } from '~/booking/appointment-notes.server'
import { staffMoveAppointment } from '~/booking/staff-move-appointment.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { addTreatmentStep } from '~/patients/add-treatment-step.server'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import { updateTreatmentPlan } from '~/patients/update-treatment-plan.server'
import { updateTreatmentStep } from '~/patients/update-treatment-step.server'
import { appointmentDetail } from '~/staff-console/appointment-detail.server'
import { clinicCalendar } from '~/staff-console/appointments-query.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { localDate } from '~/staff-console/clinic-days'
import { patientDetail } from '~/staff-console/patient-detail.server'
import { todayOverview } from '~/staff-console/today.server'
import { AdminCalendarQuery, StaffMoveRequest, StaffNoteRequest, StaffTreatmentPlanRequest, StaffTreatmentStepRequest } from './admin-care-schemas'
import { apiDoor, type Args } from './admin-handlers.server'
import { answer, parseJsonBody, parseQuery } from './respond.server'

/*
 * /v1/admin's day-to-day care: Today, the calendar, moving an appointment
 * and its internal notes, a patient's page and their treatment plans. Same
 * door and domain functions as the console's pages.
 */

export async function adminTodayHandler(args: Args) {
  const { member, scope, acting } = await apiDoor(args, 'console.open')
  return answer(await todayOverview(database(), { member, scope }, acting.locale, acting.now))
}

export async function adminCalendarHandler(args: Args) {
  const { scope, acting } = await apiDoor(args, 'appointments.view')
  const locale = acting.locale
  const query = parseQuery(args.url, AdminCalendarQuery, locale)
  if (!query.ok) return query.response
  const [clinic] = await clinicsInScope(database(), scope, query.value.clinicId)
  if (!clinic) return refusalProblem(refuse('clinic_not_found'), locale)
  const date = query.value.date ?? localDate(acting.now, clinic.timeZone)
  const calendar = await clinicCalendar(database(), scope, { clinicId: clinic.id, date, span: query.value.view }, locale)
  return calendar ? answer(calendar) : refusalProblem(refuse('clinic_not_found'), locale)
}

type Door = Awaited<ReturnType<typeof apiDoor>>

/** The appointment in scope that `id` names; a problem when there is none. */
async function appointmentIn({ scope, acting }: Door, id: string | undefined) {
  const appointmentId = parseId(id)
  const appointment = appointmentId ? await appointmentDetail(database(), scope, appointmentId, acting.locale) : undefined
  return appointment
    ? ({ ok: true, appointment } as const)
    : ({ ok: false, problem: refusalProblem(refuse('appointment_not_found'), acting.locale) } as const)
}

/** A write's body is read right after the door: a bad field is a 400 whether or not the record exists. */
export async function adminMoveHandler(args: Args) {
  const inside = await apiDoor(args, 'appointments.manage')
  const body = await parseJsonBody(args.request, StaffMoveRequest)
  if (!body.ok) return body.response
  const found = await appointmentIn(inside, args.params.id)
  if (!found.ok) return found.problem
  const moved = await staffMoveAppointment(inside.acting, { appointmentId: found.appointment.id, startsAt: body.value.startsAt })
  return moved.ok ? answer({ id: moved.newId, startsAt: new Date(body.value.startsAt).toISOString() }) : refusalProblem(moved, inside.acting.locale)
}

const chainOf = (appointment: { id: number; history: { id: number }[] }) => [
  ...new Set([appointment.id, ...appointment.history.map((step) => step.id)]),
]

export async function adminNotesHandler(args: Args) {
  const found = await appointmentIn(await apiDoor(args, 'appointments.view'), args.params.id)
  if (!found.ok) return found.problem
  return answer({ notes: await listAppointmentNotes(database(), chainOf(found.appointment)) })
}

export async function adminAddNoteHandler(args: Args) {
  const inside = await apiDoor(args, 'appointments.manage')
  const body = await parseJsonBody(args.request, StaffNoteRequest)
  if (!body.ok) return body.response
  const found = await appointmentIn(inside, args.params.id)
  if (!found.ok) return found.problem
  const added = await addAppointmentNote(inside.acting, { appointmentId: found.appointment.id, body: body.value.note })
  if (!added.ok) return refusalProblem(added, inside.acting.locale)
  const notes = await listAppointmentNotes(database(), [found.appointment.id])
  return answer(
    notes.find((note) => note.id === added.noteId),
    201,
  )
}

/** The patient in scope that `id` names, with their plans; a problem when there is none. */
async function patientIn({ scope, acting }: Door, id: string | undefined) {
  const patientId = parseId(id)
  const detail = patientId ? await patientDetail(database(), scope, patientId, acting.locale) : undefined
  return detail ? ({ ok: true, detail } as const) : ({ ok: false, problem: refusalProblem(refuse('patient_not_found'), acting.locale) } as const)
}

/** That patient's plan `treatmentId`; a problem when there is none. */
async function treatmentIn(inside: Door, params: Args['params']) {
  const found = await patientIn(inside, params.id)
  if (!found.ok) return found
  const treatmentId = parseId(params.treatmentId)
  const treatment = found.detail.treatments.find((candidate) => candidate.id === treatmentId)
  if (!treatment) return { ok: false, problem: refusalProblem(refuse('treatment_not_found'), inside.acting.locale) } as const
  return { ok: true, patientId: found.detail.patient.id, treatment } as const
}

/** The plan as the patient's page now shows it (after a change). */
async function treatmentAnswer(inside: Door, params: Args['params'], status = 200) {
  const found = await treatmentIn(inside, params)
  return found.ok ? answer(found.treatment, status) : found.problem
}

export async function adminPatientHandler(args: Args) {
  const found = await patientIn(await apiDoor(args, 'patients.view'), args.params.id)
  return found.ok ? answer(found.detail) : found.problem
}

export async function adminTreatmentHandler(args: Args) {
  return treatmentAnswer(await apiDoor(args, 'treatment_plans.manage'), args.params)
}

export async function adminCreateTreatmentHandler(args: Args) {
  const inside = await apiDoor(args, 'treatment_plans.manage')
  const body = await parseJsonBody(args.request, StaffTreatmentPlanRequest)
  if (!body.ok) return body.response
  const found = await patientIn(inside, args.params.id)
  if (!found.ok) return found.problem
  const created = await createTreatmentPlan(inside.acting, { patientId: found.detail.patient.id, plan: body.value })
  if (!created.ok) return refusalProblem(created, inside.acting.locale)
  return treatmentAnswer(inside, { id: String(found.detail.patient.id), treatmentId: String(created.treatmentId) }, 201)
}

export async function adminUpdateTreatmentHandler(args: Args) {
  const inside = await apiDoor(args, 'treatment_plans.manage')
  const body = await parseJsonBody(args.request, StaffTreatmentPlanRequest)
  if (!body.ok) return body.response
  const found = await treatmentIn(inside, args.params)
  if (!found.ok) return found.problem
  const updated = await updateTreatmentPlan(inside.acting, { treatmentId: found.treatment.id, plan: body.value })
  return updated.ok ? treatmentAnswer(inside, args.params) : refusalProblem(updated, inside.acting.locale)
}

/** Adds a step (no stepId in the path) or rewrites one. */
export async function adminTreatmentStepHandler(args: Args) {
  const inside = await apiDoor(args, 'treatment_plans.manage')
  const body = await parseJsonBody(args.request, StaffTreatmentStepRequest)
  if (!body.ok) return body.response
  const found = await treatmentIn(inside, args.params)
  if (!found.ok) return found.problem
  const stepId = args.params.stepId === undefined ? undefined : parseId(args.params.stepId)
  if (args.params.stepId !== undefined && !stepId) return refusalProblem(refuse('treatment_step_not_found'), inside.acting.locale)
  const target = { treatmentId: found.treatment.id, step: body.value }
  const saved = stepId ? await updateTreatmentStep(inside.acting, { ...target, stepId }) : await addTreatmentStep(inside.acting, target)
  return saved.ok ? treatmentAnswer(inside, args.params, stepId ? 200 : 201) : refusalProblem(saved, inside.acting.locale)
}
