import { AdminCalendarQuery } from './admin-care-schemas'
import { AdminAppointmentsQuery, AdminPatientsQuery } from './admin-schemas'
import { AdminContentListQuery } from './admin-content-schemas'
import { AdminAuditQuery, AdminInboxQuery } from './admin-team-schemas'
import { queryParameters } from './openapi-parameters.server'

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
const pathId = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } })
const idParameter = pathId('id')
const treatmentParameters = [idParameter, pathId('treatmentId')]
const clinicParameter = pathId('clinicId')
/** A document's bytes, as attached (one of three types). */
export const documentFile = {
  description: 'The file, as an attachment.',
  content: Object.fromEntries(['application/pdf', 'image/jpeg', 'image/png'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
}
const conflict = {
  description: 'Confirmed appointments (or live holds) would be left outside the clinic’s hours: listed, nothing is changed.',
  content: { 'application/problem+json': { schema: ref('StaffScheduleConflict') } },
}
const stale = problem('The message changed since it was read (version), or it is closed: read it again.')
const adminOnly = ' Admins only.'
const inboxOnly = ' Coordinators and admins.'

/** A staff action without a body on a staff account: the account as it now is. */
const staffAction = (summary: string) => ({
  post: {
    summary: summary + adminOnly,
    security,
    parameters: [idParameter],
    responses: { 200: ok('StaffMember'), 404: notFound, 409: problem('Not on your own account.') },
  },
})
const jsonBody = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } })
const invalid = problem('A field is not valid (each named under errors).')

/** A staff read: 200 with `response`, or the console's 404. */
function read(summary: string, response: string, parameters: Json[] = [idParameter], more: Json = {}) {
  return { get: { summary, security, parameters, responses: { 200: ok(response), 404: notFound, ...more } } }
}

/** A staff write with a JSON body: `status` with `response`, 400 for a bad field, 404, and the write's own refusals. */
function write(
  summary: string,
  request: string,
  response: string,
  { parameters = [idParameter] as Json[], status = 200, refusals = {} as Json } = {},
) {
  return {
    post: {
      summary,
      security,
      parameters,
      requestBody: jsonBody(request),
      responses: { [status]: ok(response), 400: invalid, 404: notFound, ...refusals },
    },
  }
}

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
        409: problem(
          'The appointment is no longer in a state that allows this (already closed, not started yet, or past), or it was being changed at the same moment (nothing changed).',
        ),
        ...(extra.requestBody ? { 400: problem('A field is not valid.'), 422: problem('The refund is more than what was paid.') } : {}),
      },
    },
  }
}

export function adminPaths(): Json {
  return {
    ...contentPaths(),
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
    '/v1/admin/today': {
      get: {
        summary:
          'Staff: one agenda of today’s and tomorrow’s appointments, what needs action, clinic notes; per clinic, its two days, holds about to lapse, the week’s bookings and revenue net of refunds; care conversations waiting more than 4 working hours and the week’s median first reply.',
        security,
        responses: { 200: ok('StaffToday'), 404: notFound },
      },
    },
    '/v1/admin/calendar': read('Staff: one clinic’s day or week in its time zone.', 'StaffCalendar', queryParameters(AdminCalendarQuery), {
      400: problem('A query parameter is not valid.'),
    }),
    '/v1/admin/appointments/{id}/move': write(
      'Staff: move an upcoming assessment to another free hour on the patient’s behalf (the patient is emailed an updated calendar file).',
      'StaffMoveRequest',
      'StaffMoved',
      {
        refusals: {
          409: problem('The hour is taken, or the appointment can no longer be moved, or it was being changed at the same moment (nothing changed).'),
          422: problem('That hour is not offered.'),
        },
      },
    ),
    '/v1/admin/appointments/{id}/notes': {
      ...read('Staff: the internal notes of an appointment (and of the ones it replaced).', 'StaffNoteList'),
      ...write('Staff: add an internal note to an appointment (never shown to the patient).', 'StaffNoteRequest', 'StaffNote', { status: 201 }),
    },
    '/v1/admin/patients/{id}': read('Staff: a patient with their appointments, treatment plans and contact messages.', 'StaffPatient'),
    '/v1/admin/patients/{id}/treatments': write(
      'Staff: give a patient a treatment plan; they see it in their account at once.',
      'StaffTreatmentPlanRequest',
      'StaffTreatment',
      {
        status: 201,
        refusals: {
          409: problem(
            'The patient already has a plan (not cancelled) for this treatment at this clinic: send confirmDuplicate: true to create another.',
          ),
          422: problem('The clinic, service or specialist do not fit together, or the clinic is not the member’s.'),
        },
      },
    ),
    '/v1/admin/patients/{id}/treatments/{treatmentId}': {
      ...read('Staff: one treatment plan with its timeline.', 'StaffTreatment', treatmentParameters),
      ...write('Staff: change a plan’s service, clinic, specialist, status or dates.', 'StaffTreatmentPlanRequest', 'StaffTreatment', {
        parameters: treatmentParameters,
        refusals: { 422: problem('The clinic, service or specialist do not fit together, or the clinic is not the member’s.') },
      }),
    },
    '/v1/admin/patients/{id}/treatments/{treatmentId}/steps': write(
      'Staff: add a step to a plan’s timeline (a "next" step emails the patient).',
      'StaffTreatmentStepRequest',
      'StaffTreatment',
      { parameters: treatmentParameters, status: 201 },
    ),
    '/v1/admin/patients/{id}/treatments/{treatmentId}/steps/{stepId}': write(
      'Staff: rewrite a step of a plan’s timeline (becoming "next" emails the patient).',
      'StaffTreatmentStepRequest',
      'StaffTreatment',
      { parameters: [...treatmentParameters, pathId('stepId')] },
    ),
    '/v1/admin/inbox': read(
      'Staff: contact messages with filters, newest first, 25 a page.' + inboxOnly,
      'StaffInboxPage',
      queryParameters(AdminInboxQuery),
    ),
    '/v1/admin/inbox/{id}': read('Staff: a contact message with its thread of replies.' + inboxOnly, 'StaffContactThread'),
    '/v1/admin/inbox/{id}/reply': write(
      'Staff: reply by email (through the outbox); the message becomes answered.' + inboxOnly,
      'StaffReplyRequest',
      'StaffContactThread',
      {
        refusals: { 409: stale },
      },
    ),
    '/v1/admin/inbox/{id}/status': write(
      'Staff: set a message new, answered or closed.' + inboxOnly,
      'StaffMessageStatusRequest',
      'StaffContactThread',
      {
        refusals: { 409: stale },
      },
    ),
    '/v1/admin/inbox/{id}/assign': write(
      'Staff: give a message to a coordinator or admin, or to nobody.' + inboxOnly,
      'StaffAssignRequest',
      'StaffContactThread',
      {
        refusals: { 409: stale, 422: problem('Nobody who can open the inbox has that id.') },
      },
    ),
    '/v1/admin/staff': {
      get: { summary: 'Staff: every staff account.' + adminOnly, security, responses: { 200: ok('StaffMemberList'), 404: notFound } },
      ...write(
        'Staff: invite a staff member by email (a single-use link, 48 hours). Admins invite any role; coordinators invite clinic staff only, for clinics they work with (another role is refused 403); anyone else gets 404.',
        'StaffInviteRequest',
        'StaffMember',
        {
          parameters: [],
          status: 201,
          refusals: {
            403: problem('A coordinator may invite clinic staff only.'),
            409: problem('That email already has an account.'),
            422: problem('A clinic does not exist.'),
          },
        },
      ),
    },
    '/v1/admin/staff/{id}': read('Staff: one staff account.' + adminOnly, 'StaffMember'),
    '/v1/admin/staff/{id}/access': write(
      'Staff: change a member’s role and clinics (from their next request).' + adminOnly,
      'StaffAccessRequest',
      'StaffMember',
      {
        refusals: { 409: problem('Not on your own account.'), 422: problem('A clinic does not exist.') },
      },
    ),
    '/v1/admin/staff/{id}/disable': staffAction('Staff: disable a member; their sessions end at once.'),
    '/v1/admin/staff/{id}/enable': staffAction('Staff: let a disabled member sign in again.'),
    '/v1/admin/staff/{id}/reset-two-factor': staffAction(
      'Staff: reset a member’s two-factor (a lost phone); they set it up again at their next sign-in.',
    ),
    '/v1/admin/audit': read(
      'Staff: the audit trail of staff writes, newest first, 50 a page.' + adminOnly,
      'StaffAuditPage',
      queryParameters(AdminAuditQuery),
    ),
    '/v1/admin/availability/{clinicId}': read('Staff: a clinic’s weekly hours, coming closures and booking rules.', 'StaffClinicAvailability', [
      clinicParameter,
    ]),
    '/v1/admin/availability/{clinicId}/hours': write('Staff: replace a clinic’s weekly hours.', 'StaffHoursRequest', 'StaffSaved', {
      parameters: [clinicParameter],
      refusals: { 409: conflict, 422: problem('A time is off the clinic’s slot grid.') },
    }),
    '/v1/admin/availability/{clinicId}/closures': write('Staff: close a clinic for a day or part of one.', 'StaffClosureRequest', 'StaffSaved', {
      parameters: [clinicParameter],
      refusals: { 409: conflict },
    }),
    '/v1/admin/availability/{clinicId}/closures/{closureId}': {
      delete: {
        summary: 'Staff: reopen a closed day (remove the closure).',
        security,
        parameters: [clinicParameter, pathId('closureId')],
        responses: { 200: ok('StaffSaved'), 404: notFound },
      },
    },
    '/v1/admin/availability/{clinicId}/rules': write('Staff: change places in parallel, lead time and horizon.', 'StaffRulesRequest', 'StaffSaved', {
      parameters: [clinicParameter],
      refusals: { 409: conflict },
    }),
    '/v1/admin/patients/{id}/treatments/{treatmentId}/documents': {
      ...read('Staff: a treatment’s documents.', 'StaffDocumentList', treatmentParameters),
      post: {
        summary:
          'Staff: attach a PDF, JPEG or PNG of at most 10 MB (the type is read from the bytes, not the name); the patient can download it at once.',
        security,
        parameters: treatmentParameters,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
          },
        },
        responses: {
          201: ok('StaffDocument'),
          400: invalid,
          404: notFound,
          413: problem('The file is larger than 10 MB.'),
          415: problem('Not a multipart form, or the file is not a PDF, JPEG or PNG.'),
        },
      },
    },
    '/v1/admin/patients/{id}/treatments/{treatmentId}/documents/{documentId}': {
      get: {
        summary: 'Staff: download a treatment’s document.',
        security,
        parameters: [...treatmentParameters, pathId('documentId')],
        responses: { 200: documentFile, 404: notFound },
      },
      delete: {
        summary: 'Staff: remove a document from a treatment.',
        security,
        parameters: [...treatmentParameters, pathId('documentId')],
        responses: { 200: ok('StaffSaved'), 404: notFound },
      },
    },
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

/* Content editing (coordinators and admins). */

const contentOnly = ' Coordinators and admins.'
const kindParameter = { name: 'kind', in: 'path', required: true, schema: { type: 'string' }, description: 'A kind of GET /v1/admin/content.' }
const recordParameters = [kindParameter, idParameter]
const contentConflict = {
  description: 'Someone saved the record since it was read (version): nothing is changed; the record as it now is comes with it.',
  content: { 'application/problem+json': { schema: ref('StaffContentConflict') } },
}
const incomplete = problem('To publish, every required field needs its text in both languages (each missing one is named under errors).')

/** A content write: the record as it now is, or its refusals. */
function contentWrite(summary: string, request: string, refusals: Json = {}, parameters: Json[] = recordParameters) {
  return write(summary + contentOnly, request, 'StaffContentRecord', { parameters, refusals: { 409: contentConflict, ...refusals } })
}

function contentPaths(): Json {
  return {
    '/v1/admin/content': read('Staff: what can be edited, with each kind’s fields and number of records.' + contentOnly, 'StaffContentKinds', []),
    '/v1/admin/content/images': {
      post: {
        summary:
          'Staff: upload a picture (JPEG, PNG or WebP up to 10 MB, the type read from the bytes), resized and stored; put its id in a document’s `image`.' +
          contentOnly,
        security,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
          },
        },
        responses: {
          201: ok('StaffContentImage'),
          400: invalid,
          404: notFound,
          413: problem('The file is larger than 10 MB.'),
          415: problem('Not a multipart form, or the file is not a JPEG, PNG or WebP picture.'),
        },
      },
    },
    '/v1/admin/content/{kind}': {
      ...read('Staff: a kind’s records, by title.' + contentOnly, 'StaffContentList', [kindParameter, ...queryParameters(AdminContentListQuery)]),
      ...write('Staff: create a record as a draft (one language may wait).' + contentOnly, 'StaffContentCreateRequest', 'StaffContentRecord', {
        parameters: [kindParameter],
        status: 201,
        refusals: {
          409: problem('A slug is already used by another page.'),
          422: problem('A chosen record (a clinic, a category…) does not exist.'),
        },
      }),
    },
    '/v1/admin/content/{kind}/{id}': {
      ...read(
        'Staff: a record with its document and what is missing or out of date per language.' + contentOnly,
        'StaffContentRecord',
        recordParameters,
      ),
      ...contentWrite(
        'Staff: save the record’s draft (the public site is unchanged until it is published). A scheduled record’s draft is what goes live, so it must stay complete in both languages.',
        'StaffContentSaveRequest',
        { 422: problem('A chosen record does not exist, or the record is scheduled and the draft is incomplete in a language.') },
      ),
    },
    '/v1/admin/content/{kind}/{id}/publish': contentWrite(
      'Staff: publish the record now: the public pages, the API, search and the sitemap change at once; a changed slug leaves a 301 behind.',
      'StaffContentPublishRequest',
      { 422: incomplete },
    ),
    '/v1/admin/content/{kind}/{id}/schedule': contentWrite(
      'Staff: publish the record at a later time (checked complete now).',
      'StaffContentScheduleRequest',
      { 422: problem('Incomplete in a language, or the time is not in the future.') },
    ),
    '/v1/admin/content/{kind}/{id}/unpublish': contentWrite(
      'Staff: take the record off the site (its pages answer 404), or cancel its schedule.',
      'StaffContentVersionRequest',
      { 409: problem('Saved by someone since it was read, or not on the site (legal pages and settings are corrected, never taken off).') },
    ),
    '/v1/admin/content/{kind}/{id}/revisions': read(
      'Staff: every published version of a record.' + contentOnly,
      'StaffContentRevisions',
      recordParameters,
    ),
    '/v1/admin/content/{kind}/{id}/revisions/{revisionId}': read(
      'Staff: one published version with its document.' + contentOnly,
      'StaffContentRevision',
      [...recordParameters, pathId('revisionId')],
    ),
    '/v1/admin/content/{kind}/{id}/revisions/{revisionId}/restore': contentWrite(
      'Staff: restore a version: published again at once as the newest version when the record is live, else put back as its draft.',
      'StaffContentVersionRequest',
      { 422: incomplete },
      [...recordParameters, pathId('revisionId')],
    ),
  }
}
