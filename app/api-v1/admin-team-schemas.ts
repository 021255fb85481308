import { z } from 'zod'
import { CONTACT_MESSAGE_STATUSES, InboxQuerySchema, REPLY_MAX_LENGTH } from '~/contact/inbox-schemas'
import { requiredText } from '~/forms/rules'
import { AuditQuerySchema } from '~/staff-console/audit-query'
import { ChangeStaffAccessSchema, InviteStaffSchema } from '~/staff/schemas'
import { STAFF_ROLES } from '~/access/roles'
import { named, Problem } from './schemas'

/*
 * The staff API's team side (/v1/admin): the inbox of contact messages
 * (coordinators and admins), staff accounts and the audit trail (admins),
 * and each clinic's availability. Request bodies reuse the console forms'
 * schemas; the clinic and message come from the path.
 */

const id = z.number().int()
const person = z.object({ id, name: z.string() })
const status = z.enum(CONTACT_MESSAGE_STATUSES)
const version = z.number().int().min(0).describe('The message’s version when it was read: a change made since is refused (409).')

export const AdminInboxQuery = InboxQuerySchema
export const AdminAuditQuery = AuditQuerySchema

const inboxEntry = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status,
  assignee: person.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
})

named(
  'StaffInboxPage',
  'Contact messages, newest first, with how many there are per status under the same filters.',
  z.object({
    messages: z.array(inboxEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    counts: z.object({ new: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  }),
)

named(
  'StaffContactThread',
  'A contact message with the team’s replies (oldest first) and where each reply’s email is.',
  inboxEntry.extend({
    phone: z.string().nullable(),
    message: z.string(),
    locale: z.string(),
    updatedAt: z.string().nullable(),
    replies: z.array(
      z.object({
        id,
        body: z.string(),
        author: person,
        sentAt: z.string(),
        delivery: z.enum(['pending', 'sending', 'sent', 'failed']).nullable(),
      }),
    ),
  }),
)

export const StaffReplyRequest = named(
  'StaffReplyRequest',
  'A reply, emailed to the sender from the outbox with Reply-To the team’s address; the message becomes answered.',
  z.object({ body: requiredText({ multiline: true }).max(REPLY_MAX_LENGTH, { error: `contact.too_long?max=${REPLY_MAX_LENGTH}` }) }),
)

export const StaffMessageStatusRequest = named('StaffMessageStatusRequest', 'A message’s new status.', z.object({ version, status }))

export const StaffAssignRequest = named(
  'StaffAssignRequest',
  'Who the message is given to (a coordinator or admin), or null for nobody.',
  z.object({ version, assigneeId: id.positive().nullable() }),
)

const listing = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  locale: z.string(),
  clinics: z.array(z.object({ id, slug: z.string(), name: z.string() })),
  disabled: z.boolean(),
  invited: z.boolean(),
  twoFactorSetUp: z.boolean(),
})

named('StaffMember', 'A staff account: role, clinics, and whether it is disabled, invited or has two-factor set up.', listing)
named('StaffMemberList', 'Every staff account, disabled ones too, by name.', z.object({ staff: z.array(listing) }))

export const StaffInviteRequest = named(
  'StaffInviteRequest',
  'Invite a staff member: an email with a single-use link (48 hours) to set a password and two-factor sign-in.',
  InviteStaffSchema,
)
export const StaffAccessRequest = named(
  'StaffAccessRequest',
  'A staff member’s role and clinics (clinic staff need one at least).',
  ChangeStaffAccessSchema,
)

named(
  'StaffAuditPage',
  'A page of the audit trail (50 entries), newest first: who did what, when, the record before and after, the request.',
  z.object({
    entries: z.array(
      z.object({
        id,
        at: z.string(),
        actorEmail: z.string().nullable(),
        action: z.string(),
        entityType: z.string(),
        entityId: z.string(),
        before: z.unknown().nullable(),
        after: z.unknown().nullable(),
        requestId: z.string().nullable(),
      }),
    ),
    hasMore: z.boolean(),
  }),
)

const time = z.string().regex(/^\d{2}:\d{2}$/)
named(
  'StaffClinicAvailability',
  'A clinic’s weekly hours (ISO weekday → ranges on its wall clock), coming closures and booking rules.',
  z.object({
    timeZone: z.string(),
    slotMinutes: z.number().int(),
    rules: z.object({ places: z.number().int(), leadTimeHours: z.number().int(), horizonDays: z.number().int() }),
    hours: z.record(z.string(), z.array(z.object({ opens: time, closes: time }))),
    closures: z.array(z.object({ id, date: z.string(), starts: z.string().nullable(), ends: z.string().nullable() })),
  }),
)

// The clinic is the path's: the documented bodies are the forms' schemas without it (the handler adds it, see withClinic).
const wallClock = z
  .string()
  .regex(/^\d{2}:\d{2}$/)
  .describe('"HH:MM" on the clinic’s wall clock ("24:00" may end a range).')
named(
  'StaffHoursRequest',
  'The whole week’s opening ranges, on the clinic’s slot grid. Refused (409, listing them) if confirmed appointments would fall outside.',
  z.object({
    ranges: z.array(z.object({ weekday: z.number().int().min(1).max(7).describe('ISO weekday, 1 = Monday.'), opens: wallClock, closes: wallClock })),
  }),
)
named(
  'StaffClosureRequest',
  'A closed day, or part of one with starts and ends. Refused (409, listing them) if confirmed appointments fall in it.',
  z.object({ date: z.iso.date(), starts: wallClock.optional(), ends: wallClock.optional() }),
)
named(
  'StaffRulesRequest',
  'Places in parallel, lead time (hours) and horizon (days).',
  z.object({ places: z.number().int(), leadTimeHours: z.number().int(), horizonDays: z.number().int() }),
)

/** A console availability form's schema, fed the clinic of the path (a body's own clinicId is ignored). */
export function withClinic<T extends z.ZodType>(schema: T, clinicId: number) {
  return z.preprocess((body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, clinicId } : body), schema)
}

named('StaffSaved', 'The change is saved.', z.object({ ok: z.literal(true) }))

named(
  'StaffScheduleConflict',
  'The change would leave these confirmed appointments (or live holds) outside the clinic’s hours: move or cancel them first.',
  Problem.extend({
    appointments: z.array(
      z.object({
        id,
        patientName: z.string(),
        startsAt: z.string(),
        localStart: z.string(),
        timeZone: z.string(),
        status: z.enum(['pending_payment', 'confirmed']),
        reason: z.enum(['outside_hours', 'over_places']),
      }),
    ),
  }),
)
