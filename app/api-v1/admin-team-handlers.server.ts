import type { z } from 'zod'
import type { ActionContext } from '~/accounts/action-context.server'
import { addClinicClosure } from '~/booking/add-clinic-closure.server'
import { ClinicClosureSchema, ClinicHoursSchema, BookingRulesSchema } from '~/booking/clinic-availability-schemas'
import type { AffectedAppointment } from '~/booking/clinic-schedule-change.server'
import { removeClinicClosure } from '~/booking/remove-clinic-closure.server'
import { updateBookingRules } from '~/booking/update-booking-rules.server'
import { updateClinicHours } from '~/booking/update-clinic-hours.server'
import { assignContactMessage } from '~/contact/assign-contact-message.server'
import { getContactMessageThread, listInbox } from '~/contact/inbox.server'
import { replyToContactMessage } from '~/contact/reply-to-contact-message.server'
import { setContactMessageStatus } from '~/contact/set-contact-message-status.server'
import { database } from '~/db/db.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import type { Locale } from '~/i18n/locales'
import { auditFilterOf } from '~/staff-console/audit-query'
import { clinicAvailability } from '~/staff-console/availability-forms.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { listAuditEntries } from '~/staff/audit.server'
import { inviteStaff } from '~/staff/invite-staff.server'
import { changeStaffAccess } from '~/staff/change-staff-access.server'
import { disableStaff } from '~/staff/disable-staff.server'
import { enableStaff } from '~/staff/enable-staff.server'
import { resetStaffTwoFactor } from '~/staff/reset-staff-two-factor.server'
import { getStaffListing, listStaff } from '~/staff/staff-directory.server'
import { apiDoor, type Args } from './admin-handlers.server'
import {
  AdminAuditQuery,
  AdminInboxQuery,
  StaffAccessRequest,
  StaffAssignRequest,
  StaffInviteRequest,
  StaffMessageStatusRequest,
  StaffReplyRequest,
  withClinic,
} from './admin-team-schemas'
import { answer, parseJsonBody, parseQuery } from './respond.server'

/*
 * /v1/admin's team side: the inbox (coordinators and admins), staff accounts
 * and the audit trail (admins), each clinic's availability (staff of that
 * clinic). The door decides who may come in (404 for anyone else), then the
 * body is read, then the record is looked up; the domain functions are the
 * console pages' own.
 */

/** Then's answer when the change was made, else the refusal as a problem. */
const sent = (outcome: Outcome<object>, locale: Locale, then: () => Promise<Response>) =>
  outcome.ok ? then() : refusalProblem(outcome as Refusal, locale)

// The inbox.

export async function adminInboxHandler(args: Args) {
  const { member, acting } = await apiDoor(args, 'inbox.answer')
  const query = parseQuery(args.url, AdminInboxQuery, acting.locale)
  if (!query.ok) return query.response
  return answer(await listInbox(database(), query.value, member.id))
}

async function threadAnswer(id: number | undefined, locale: Locale) {
  const thread = id ? await getContactMessageThread(database(), id) : undefined
  return thread ? answer(thread) : refusalProblem(refuse('contact_message_not_found'), locale)
}

export async function adminInboxMessageHandler(args: Args) {
  const { acting } = await apiDoor(args, 'inbox.answer')
  return threadAnswer(parseId(args.params.id), acting.locale)
}

/** An inbox write: the door, the body, the message, then the change; the thread as it now is. */
async function inboxChange<T extends z.ZodType>(
  args: Args,
  schema: T,
  change: (acting: ActionContext, messageId: number, body: z.infer<T>) => Promise<Outcome<object>>,
) {
  const { acting } = await apiDoor(args, 'inbox.answer')
  const body = await parseJsonBody(args.request, schema)
  if (!body.ok) return body.response
  const messageId = parseId(args.params.id)
  if (!messageId) return refusalProblem(refuse('contact_message_not_found'), acting.locale)
  return sent(await change(acting, messageId, body.value), acting.locale, () => threadAnswer(messageId, acting.locale))
}

export const adminInboxReplyHandler = (args: Args) =>
  inboxChange(args, StaffReplyRequest, (acting, messageId, { body }) => replyToContactMessage(acting, { messageId, body }))

export const adminInboxStatusHandler = (args: Args) =>
  inboxChange(args, StaffMessageStatusRequest, (acting, messageId, body) => setContactMessageStatus(acting, { messageId, ...body }))

export const adminInboxAssignHandler = (args: Args) =>
  inboxChange(args, StaffAssignRequest, (acting, messageId, body) => assignContactMessage(acting, { messageId, ...body }))

// Staff accounts and the audit trail (admins).

async function memberAnswer(id: number | undefined, locale: Locale, status = 200) {
  const member = id ? await getStaffListing(database(), id) : undefined
  return member ? answer(member, status) : refusalProblem(refuse('staff_only'), locale)
}

export async function adminStaffHandler(args: Args) {
  await apiDoor(args, 'staff.manage')
  return answer({ staff: await listStaff(database()) })
}

/** Admins invite any role; coordinators clinic staff only (the verb refuses the rest, 403). */
export async function adminInviteHandler(args: Args) {
  const { acting } = await apiDoor(args, 'staff.invite_clinic_staff')
  const body = await parseJsonBody(args.request, StaffInviteRequest)
  if (!body.ok) return body.response
  const invited = await inviteStaff(acting, body.value)
  return invited.ok ? memberAnswer(invited.userId, acting.locale, 201) : refusalProblem(invited, acting.locale)
}

export async function adminStaffMemberHandler(args: Args) {
  const { acting } = await apiDoor(args, 'staff.manage')
  return memberAnswer(parseId(args.params.id), acting.locale)
}

export async function adminStaffAccessHandler(args: Args) {
  const { acting } = await apiDoor(args, 'staff.manage')
  const body = await parseJsonBody(args.request, StaffAccessRequest)
  if (!body.ok) return body.response
  const userId = parseId(args.params.id)
  const changed = userId ? await changeStaffAccess(acting, { userId, ...body.value }) : refuse('staff_only')
  return sent(changed, acting.locale, () => memberAnswer(userId, acting.locale))
}

const staffActions = { disable: disableStaff, enable: enableStaff, 'reset-two-factor': resetStaffTwoFactor } as const

export async function adminStaffActionHandler(args: Args, action: keyof typeof staffActions) {
  const { acting } = await apiDoor(args, 'staff.manage')
  const userId = parseId(args.params.id)
  const done = userId ? await staffActions[action](acting, { userId }) : refuse('staff_only')
  return sent(done, acting.locale, () => memberAnswer(userId, acting.locale))
}

export async function adminAuditHandler(args: Args) {
  const { acting } = await apiDoor(args, 'audit.view')
  const query = parseQuery(args.url, AdminAuditQuery, acting.locale)
  if (!query.ok) return query.response
  const { entries, hasMore } = await listAuditEntries(database(), auditFilterOf(query.value), query.value.page)
  const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as unknown))
  return answer({
    entries: entries.map((entry) => ({
      id: entry.id,
      at: toDate(entry.at).toISOString(),
      actorEmail: entry.actor_email,
      action: entry.action,
      entityType: entry.entity_type,
      entityId: entry.entity_id,
      before: parsed(entry.before),
      after: parsed(entry.after),
      requestId: entry.request_id,
    })),
    hasMore,
  })
}

// Availability (staff of that clinic).

/** The door for a clinic's availability: clinic staff of another clinic get the same 404 as for no clinic. */
async function clinicDoor(args: Args) {
  const clinicId = parseId(args.params.clinicId) ?? 0
  const inside = await apiDoor(args, 'availability.manage')
  const [clinic] = clinicId ? await clinicsInScope(database(), inside.scope, clinicId) : []
  return { ...inside, clinicId, clinic }
}

export async function adminAvailabilityHandler(args: Args) {
  const { acting, clinic } = await clinicDoor(args)
  const availability = clinic ? await clinicAvailability(database(), clinic.id, acting.now) : undefined
  return availability ? answer(availability) : refusalProblem(refuse('clinic_not_found'), acting.locale)
}

/** A schedule change's answer: saved, or refused (a conflict lists the appointments in the way). */
function scheduleAnswer(outcome: Outcome<object>, locale: Locale) {
  if (outcome.ok) return answer({ ok: true })
  const { appointments } = outcome as Refusal & { appointments?: AffectedAppointment[] }
  return refusalProblem(outcome as Refusal, locale, appointments ? { appointments } : undefined)
}

const scheduleForms = {
  hours: { schema: ClinicHoursSchema, save: updateClinicHours },
  closures: { schema: ClinicClosureSchema, save: addClinicClosure },
  rules: { schema: BookingRulesSchema, save: updateBookingRules },
} as const

export async function adminScheduleHandler(args: Args, form: keyof typeof scheduleForms) {
  const { acting, clinicId, clinic } = await clinicDoor(args)
  if (!clinicId) return refusalProblem(refuse('clinic_not_found'), acting.locale)
  const { schema, save } = scheduleForms[form]
  const body = await parseJsonBody(args.request, withClinic(schema, clinicId))
  if (!body.ok) return body.response
  if (!clinic) return refusalProblem(refuse('clinic_not_found'), acting.locale)
  return scheduleAnswer(await (save as (context: typeof acting, input: unknown) => Promise<Outcome<object>>)(acting, body.value), acting.locale)
}

export async function adminRemoveClosureHandler(args: Args) {
  const { acting, clinic } = await clinicDoor(args)
  const closureId = parseId(args.params.closureId)
  if (!clinic || !closureId) return refusalProblem(refuse(clinic ? 'closure_not_found' : 'clinic_not_found'), acting.locale)
  return scheduleAnswer(await removeClinicClosure(acting, { clinicId: clinic.id, closureId }), acting.locale)
}
