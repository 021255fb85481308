import { z } from 'zod'
import { AppointmentNoteSchema } from '~/staff-console/appointment-forms'
import { TreatmentPlanSchema, TreatmentStepSchema } from '~/patients/treatment-plan-schemas'
import { StaffAppointment } from './admin-schemas'
import { named } from './schemas'

/*
 * The staff API's day-to-day care (/v1/admin): Today, the calendar, moves and
 * notes on appointments, a patient's page and their treatment plans. Request
 * bodies are the console forms' own schemas, so page and API refuse alike.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const id = z.number().int()
const clinic = z.object({ id, slug: z.string(), name: z.string(), timeZone: z.string() })
const calendarDay = z.object({ date: day, appointments: z.array(StaffAppointment) })

export const AdminCalendarQuery = z.object({
  clinicId: z.coerce.number().int().positive().max(2_147_483_647).describe('The clinic (one of the member’s).'),
  date: day.optional().describe('A day in the clinic’s zone (YYYY-MM-DD); default today there.'),
  view: z.enum(['day', 'week']).default('week').describe('That day, or its week (Monday to Sunday).'),
})

const expiringHold = StaffAppointment.extend({ holdExpiresAt: z.string().describe('When the unpaid hold lapses (ISO 8601 UTC).') })

named(
  'StaffToday',
  'Today for the member: one agenda of today’s and tomorrow’s appointments across their clinics by start time (each clinic’s own days), what needs action (holds about to lapse, unanswered contact messages, treatment plan steps due), the clinics worth a note (closed today, partly closed, appointments outside their hours); and, per clinic in scope, its two days, holds about to lapse, and the week’s paid bookings and revenue net of refunds per currency; new contact messages (null for clinic staff); care conversations waiting more than 4 working hours and the week’s median first reply.',
  z.object({
    clinics: z.array(
      z.object({
        clinic,
        today: calendarDay,
        tomorrow: calendarDay,
        expiringHolds: z.array(expiringHold),
        week: z
          .object({
            from: day,
            to: day,
            bookings: z.number().int().describe('Bookings paid this week (Monday to Sunday in the clinic’s zone).'),
            revenue: z
              .array(z.object({ currency: z.string(), amountMinor: z.number().int() }))
              .describe('What those bookings brought in, net of refunds, per currency (minor units).'),
          })
          .describe('The clinic’s week, Monday to Sunday in its zone; a booking counts in the week it was paid.'),
      }),
    ),
    newContactMessages: z
      .number()
      .int()
      .nullable()
      .describe('Contact messages received in the last 24 hours; null for those who do not answer the inbox.'),
    agenda: z
      .array(StaffAppointment.extend({ day: z.enum(['today', 'tomorrow']).describe('Which of its clinic’s days it falls on.') }))
      .describe('Today’s and tomorrow’s appointments across the member’s clinics, by start time.'),
    needsAction: z.object({
      expiringHolds: z.array(expiringHold).describe('Unpaid holds lapsing within 15 minutes, soonest first.'),
      unansweredMessages: z
        .object({
          count: z.number().int(),
          oldest: z.array(z.object({ id, name: z.string(), subject: z.string(), receivedAt: z.string() })).describe('The oldest first (up to 20).'),
        })
        .nullable()
        .describe('Contact messages nobody has answered yet; null for those who do not answer the inbox.'),
      stepsDue: z
        .array(
          z.object({
            id,
            treatmentId: id,
            status: z.enum(['next', 'planned']),
            kind: z.string(),
            title: z.string().nullable(),
            scheduledOn: day,
            patient: z.object({ userId: id, name: z.string() }),
            service: z.object({ id, name: z.string() }),
            clinic: z.object({ id, name: z.string(), timeZone: z.string() }),
          }),
        )
        .describe('Treatment plan steps next or planned for today (the clinic’s) or earlier, oldest first (up to 20).'),
      stepsDueCount: z.number().int().describe('How many steps are due in all.'),
    }),
    notices: z
      .array(
        z.object({
          clinic,
          today: day,
          closedToday: z
            .enum(['closure', 'no_hours'])
            .nullable()
            .describe('closure: closed all day by a closure; no_hours: no opening hours this weekday.'),
          closedSpans: z.array(z.object({ from: z.string(), to: z.string() })).describe('Parts of today closed, clinic time (HH:MM).'),
          outsideHours: z.array(id).describe('Today’s and tomorrow’s appointments outside the clinic’s hours or in a closure.'),
        }),
      )
      .describe('Only the clinics with something to say today.'),
    conversationsWaiting: z
      .object({
        count: z
          .number()
          .int()
          .describe('Care conversations whose patient has waited more than 4 working hours (the network’s business hours, in its zone).'),
        oldest: z
          .array(
            z.object({
              conversationId: id,
              patient: z.object({ id, name: z.string() }),
              waitingSince: z.string().describe('Since when the patient’s message waits (ISO 8601 UTC).'),
              workingSecondsWaited: z.number().int().describe('Working time waited so far, in seconds.'),
            }),
          )
          .describe('The longest waiting first (up to 10).'),
        medianFirstReplySeconds: z
          .number()
          .int()
          .nullable()
          .describe(
            'Median time patients waited for the team’s first reply, over replies this week (from Monday 00:00 in the network’s zone); null when none.',
          ),
      })
      .nullable()
      .describe(
        'Coordinators and admins: every conversation; clinic staff: those they were brought into. Null for those who may not see conversations.',
      ),
  }),
)

named(
  'StaffCalendar',
  'One clinic’s day or week in its time zone, each day with its appointments by start.',
  z.object({ clinic, days: z.array(calendarDay) }),
)

export const StaffMoveRequest = named(
  'StaffMoveRequest',
  'Move an upcoming assessment to another free hour (an instant from /v1/availability), on the patient’s behalf.',
  z.object({ startsAt: z.iso.datetime({ offset: true }) }),
)

named('StaffMoved', 'The appointment that replaces the moved one.', z.object({ id, startsAt: z.string() }))

export const StaffNoteRequest = named('StaffNoteRequest', 'An internal note: only staff ever read it.', AppointmentNoteSchema)

const note = z.object({ id, body: z.string(), author: z.string(), at: z.string() })
named('StaffNote', 'An internal note on an appointment.', note)
named('StaffNoteList', 'The internal notes of an appointment and the ones it replaced, oldest first.', z.object({ notes: z.array(note) }))

const treatment = z.object({
  id,
  status: z.enum(['planned', 'active', 'completed', 'cancelled']),
  startedOn: day,
  endedOn: day.nullable(),
  service: z.object({ id, name: z.string() }),
  clinic: z.object({ id, name: z.string() }),
  specialist: z.object({ id, name: z.string() }),
  steps: z.array(
    z.object({
      id,
      position: z.number().int(),
      kind: z.string(),
      title: z.string().nullable(),
      patientNote: z.string().nullable(),
      internalNote: z.string().nullable(),
      scheduledOn: day,
      status: z.enum(['done', 'upcoming', 'cancelled', 'next', 'planned']),
      appointmentId: id.nullable(),
    }),
  ),
})

named(
  'StaffPatient',
  'A patient with their appointments and treatment plans at the member’s clinics, and their contact messages (null for clinic staff).',
  z.object({
    patient: z.object({ id, name: z.string(), email: z.string(), locale: z.string(), createdAt: z.string(), phones: z.array(z.string()) }),
    appointments: z.array(StaffAppointment),
    treatments: z.array(treatment),
    contactMessages: z
      .array(z.object({ id, subject: z.string(), message: z.string(), phone: z.string().nullable(), locale: z.string(), createdAt: z.string() }))
      .nullable(),
  }),
)

named('StaffTreatment', 'A treatment plan with its timeline (internal notes included: staff only).', treatment)

export const StaffTreatmentPlanRequest = named(
  'StaffTreatmentPlanRequest',
  'A treatment plan: service, clinic and a specialist of that clinic, status and dates (YYYY-MM-DD).',
  TreatmentPlanSchema,
)

export const StaffTreatmentStepRequest = named(
  'StaffTreatmentStepRequest',
  'A timeline step; when it becomes "next", the patient is emailed in their language.',
  TreatmentStepSchema,
)

const document = z.object({
  id,
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  byteSize: z.number().int(),
  uploadedAt: z.string(),
})
named('StaffDocument', 'A document attached to a treatment (the type read from its bytes).', document)
named('StaffDocumentList', 'A treatment’s documents, newest first.', z.object({ documents: z.array(document) }))
