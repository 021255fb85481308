import { AdminAppointmentsQuery, AdminPatientsQuery } from './admin-schemas'
import { queryParameters } from './openapi.server'

/*
 * The staff API's part of the OpenAPI document (/v1/admin): Bearer tokens of
 * staff who passed two-factor; anyone else gets 404, as for a path that does
 * not exist (the console is not revealed).
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const ok = (id: string, description = 'OK') => ({ description, content: { 'application/json': { schema: ref(id) } } })
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } })
const security = [{ bearerAuth: [] }]
const notFound = problem('Not staff with two-factor done, not allowed for this role or clinic, or no such record: all alike.')
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }

function action(summary: string, response: string, extra: Json = {}) {
  return {
    post: {
      summary,
      security,
      parameters: [idParameter],
      ...extra,
      responses: {
        200: ok(response),
        404: notFound,
        409: problem('The appointment is no longer in a state that allows this (already closed, not started yet, or past).'),
        ...(extra.requestBody ? { 400: problem('A field is not valid.'), 422: problem('The refund is more than what was paid.') } : {}),
      },
    },
  }
}

export function adminPaths(): Json {
  return {
    '/v1/admin/appointments': {
      get: {
        summary: 'Staff: the appointment list with filters (clinic-local dates), by start time, a page at a time.',
        security,
        parameters: queryParameters(AdminAppointmentsQuery),
        responses: { 200: ok('StaffAppointmentPage'), 400: problem('A query parameter is not valid.'), 404: notFound },
      },
    },
    '/v1/admin/appointments/{id}': {
      get: {
        summary: 'Staff: one appointment with its patient, payment and history.',
        security,
        parameters: [idParameter],
        responses: { 200: ok('StaffAppointmentDetail'), 404: notFound },
      },
    },
    '/v1/admin/appointments/{id}/complete': action('Staff: mark an appointment that has started as completed.', 'StaffAppointmentStatus'),
    '/v1/admin/appointments/{id}/no-show': action('Staff: mark an appointment that has started as a no-show.', 'StaffAppointmentStatus'),
    '/v1/admin/appointments/{id}/cancel': action(
      'Staff: cancel an upcoming appointment on the clinic’s side, with a full or partial refund (made once); the patient is emailed.',
      'StaffCancellation',
      { requestBody: { required: true, content: { 'application/json': { schema: ref('StaffCancelRequest') } } } },
    ),
    '/v1/admin/patients': {
      get: {
        summary: 'Staff: search patients by name, email or phone (clinic staff: patients of their clinics).',
        security,
        parameters: queryParameters(AdminPatientsQuery),
        responses: { 200: ok('StaffPatientPage'), 400: problem('A query parameter is not valid.'), 404: notFound },
      },
    },
  }
}
