import { z } from 'zod'
import { appointmentStatuses } from '~/patients/treatment-steps'
import { AppointmentFiltersSchema } from '~/staff-console/appointment-filters'
import { named } from './schemas'

/*
 * The staff API's (/v1/admin) requests and answers: the console's operations
 * for Bearer tokens of staff who passed two-factor (docs/decisions/016).
 */

const cursor = z.string().max(200).optional().describe('The nextCursor of the previous page.')

export const AdminAppointmentsQuery = AppointmentFiltersSchema.extend({ after: cursor })
export const AdminPatientsQuery = z.object({ q: z.string().trim().max(100).optional().describe('Name, email or phone.'), after: cursor })

const money = { amountMinor: z.number().int().nullable(), currency: z.string().nullable() }

export const StaffAppointment = named(
  'StaffAppointment',
  'An appointment as the staff console lists it (times in UTC, and the clinic’s wall clock).',
  z.object({
    id: z.number().int(),
    kind: z.enum(['assessment', 'treatment', 'follow_up']),
    status: z.enum(appointmentStatuses),
    patient: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }),
    service: z.object({ id: z.number().int(), name: z.string() }),
    clinic: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
    startsAt: z.string(),
    endsAt: z.string(),
    startsAtClinic: z.string(),
    ...money,
    paid: z.boolean(),
    refundedMinor: z.number().int(),
  }),
)

named(
  'StaffAppointmentPage',
  'A page of the staff’s appointment list, by start time.',
  z.object({ appointments: z.array(StaffAppointment), nextCursor: z.string().nullable() }),
)

named(
  'StaffAppointmentDetail',
  'One appointment with its patient, payment and history.',
  StaffAppointment.extend({
    patient: z.object({
      userId: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      condition: z.string().nullable(),
      accountName: z.string(),
      locale: z.string(),
    }),
    payment: z
      .object({
        amountMinor: z.number().int(),
        currency: z.string(),
        provider: z.enum(['test', 'stripe']),
        reference: z.string(),
        paidAt: z.string().nullable(),
        refundedMinor: z.number().int(),
      })
      .nullable(),
    history: z.array(z.object({ id: z.number().int(), status: z.enum(appointmentStatuses), startsAt: z.string(), createdAt: z.string() })),
  }),
)

export const StaffCancelRequest = named(
  'StaffCancelRequest',
  'A cancellation on the clinic’s side: the refund in minor units (at most the fee paid; all of it when left out).',
  z.object({ refundMinor: z.number().int().min(0).optional() }),
)

named(
  'StaffCancellation',
  'The appointment is cancelled; what was refunded.',
  z.object({ status: z.literal('cancelled'), ...money, refundedMinor: z.number().int() }).omit({ amountMinor: true }),
)

named('StaffAppointmentStatus', 'The appointment’s status after the change.', z.object({ id: z.number().int(), status: z.enum(appointmentStatuses) }))

named(
  'StaffPatientPage',
  'Patients matching the search, newest accounts first.',
  z.object({
    patients: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), locale: z.string(), createdAt: z.string() })),
    nextCursor: z.string().nullable(),
  }),
)
