import { AdminConversationsQuery } from './conversation-schemas'
import { queryParameters } from './openapi-parameters.server'
import { DetailQuery } from './schemas'

/*
 * Care conversations in the OpenAPI document (issue 29): the patient's own
 * (/v1/me/conversation, a patient's Bearer token) and the care team's
 * (/v1/admin/conversations, a staff token with two-factor done; anyone else
 * gets 404, as for a path that does not exist). A message or note is JSON or
 * multipart/form-data with up to 5 files; creating answers 201 with what was
 * created, every other write the conversation as it now is.
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const ok = (id: string, description = 'OK') => ({ description, content: { 'application/json': { schema: ref(id) } } })
const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } })
const security = [{ bearerAuth: [] }]
const pathId = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } })
const idParameter = pathId('id')
const jsonBody = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } })

/** A conversation's file, as an attachment (one of three types). */
const attachmentFile = {
  description: 'The file, as an attachment (never shown inline).',
  content: Object.fromEntries(['application/pdf', 'image/jpeg', 'image/png'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
}

/** A message's body: its fields as JSON, or the same fields in a multipart form with its files. */
function messageBody(request: string, fields: Json, required: string[]) {
  return {
    required: true,
    content: {
      'application/json': { schema: ref(request) },
      'multipart/form-data': {
        schema: {
          type: 'object',
          required,
          properties: {
            ...fields,
            attachments: {
              type: 'array',
              maxItems: 5,
              items: { type: 'string', format: 'binary' },
              description: 'Up to 5 files, each a PDF, JPEG or PNG of at most 10 MB (the type is read from the bytes, not the name).',
            },
          },
        },
        encoding: { attachments: { contentType: 'application/pdf, image/jpeg, image/png' } },
      },
    },
  }
}

const bodyField = { type: 'string', minLength: 1, maxLength: 5000, description: 'Plain text; line breaks are kept.' }
const idField = (description: string) => ({ type: 'integer', minimum: 1, description })

/** What a message with files may be refused for, besides a bad field (nothing of it is kept). */
const messageRefusals = {
  400: problem('A field is not valid (each named under errors), or the body could not be read; nothing is kept.'),
  413: problem('A file is larger than 10 MB (named under errors, field attachments); nothing is kept.'),
  415: problem('Neither JSON nor multipart/form-data, or a file is not a PDF, JPEG or PNG (named under errors, field attachments); nothing is kept.'),
  422: problem('More than 5 files, or an empty one (field attachments); nothing is kept.'),
}

/* ---------- The patient ---------- */

const unauthorized = problem('No valid session: sign in and send the token as a Bearer token.')
const patientsOnly = problem('Not a patient’s token: staff answer from the console (/v1/admin/conversations), never as a patient.')

function patientPaths(): Json {
  return {
    '/v1/me/conversation': {
      get: {
        summary:
          'The signed-in patient’s conversation with their care team: their coordinator, unread count, and the messages and events (never the team’s internal notes), each with its author and role, its files, and, for the patient’s own, whether the team has read it. Reading it here does not mark it read (POST /v1/me/conversation/read does).',
        security,
        parameters: queryParameters(DetailQuery),
        responses: { 200: ok('PatientConversation'), 400: problem('A query parameter is not valid.'), 401: unauthorized, 404: patientsOnly },
      },
      post: {
        summary:
          'Write to the care team (the conversation starts with the first message, and a coordinator is assigned then); it waits for the team’s reply, and the coordinator is emailed a notice without its text. At most 30 messages in 10 minutes.',
        security,
        requestBody: messageBody(
          'PatientMessageRequest',
          {
            body: bodyField,
            treatmentId: idField('One of the patient’s own treatment plans the message is about.'),
            appointmentId: idField('One of the patient’s own appointments the message is about.'),
          },
          ['body'],
        ),
        responses: {
          201: ok('PatientConversationMessage', 'Sent: the message as the conversation now shows it'),
          ...messageRefusals,
          401: unauthorized,
          404: problem('Not a patient’s token; or the treatment plan or appointment is not one of the patient’s (field named).'),
          429: problem('More than 30 messages in 10 minutes (see Retry-After); nothing is kept.'),
        },
      },
    },
    '/v1/me/conversation/read': {
      post: {
        summary:
          'The patient has read the conversation up to its newest message (the team sees “Read”), and has it open now (no email notice for a while).',
        security,
        parameters: queryParameters(DetailQuery),
        responses: {
          200: ok('PatientConversation', 'The conversation as it now is'),
          400: problem('A query parameter is not valid.'),
          401: unauthorized,
          404: patientsOnly,
        },
      },
    },
    '/v1/me/conversation/attachments/{attachmentId}': {
      get: {
        summary: 'Download a file of the patient’s own conversation (another patient’s, or one of a staff note, is a 404).',
        security,
        parameters: [pathId('attachmentId')],
        responses: { 200: attachmentFile, 401: unauthorized, 404: problem('No such file in this patient’s conversation, or not a patient’s token.') },
      },
    },
  }
}

/* ---------- The care team ---------- */

const notFound = problem(
  'Not staff with two-factor done, not allowed for this role, a conversation the caller may not open (clinic staff: only those a coordinator brought them into, of patients treated at their clinics), or no such record: all alike.',
)
const everyRole = ' Coordinators and admins: every conversation; clinic staff: those they were brought into.'
const coordinatorsOnly = ' Coordinators and admins.'

/** A team write with a JSON body: the conversation as it now is, 400 for a bad field, 404, and its own refusals. */
function change(summary: string, request: string, refusals: Json = {}) {
  return {
    post: {
      summary,
      security,
      parameters: [idParameter],
      requestBody: jsonBody(request),
      responses: { 200: ok('StaffConversation', 'The conversation as it now is'), 400: problem('A field is not valid.'), 404: notFound, ...refusals },
    },
  }
}

/** A reply or a note: JSON or multipart with files; 201 with it. */
function staffMessage(summary: string) {
  return {
    post: {
      summary,
      security,
      parameters: [idParameter],
      requestBody: messageBody('StaffConversationMessageRequest', { body: bodyField }, ['body']),
      responses: { 201: ok('StaffConversationMessage', 'Written: as the team’s thread now shows it'), ...messageRefusals, 404: notFound },
    },
  }
}

function staffPaths(): Json {
  return {
    '/v1/admin/conversations': {
      get: {
        summary: 'Staff: care conversations with filters, the longest waiting first, then the most recent; 50 a page.' + everyRole,
        security,
        parameters: queryParameters(AdminConversationsQuery),
        responses: { 200: ok('StaffConversationList'), 400: problem('A query parameter is not valid.'), 404: notFound },
      },
    },
    '/v1/admin/conversations/{id}': {
      get: {
        summary:
          'Staff: a conversation with every message, internal note and event, its coordinator and colleagues. Reading it here does not mark it read (POST …/read does).' +
          everyRole,
        security,
        parameters: [idParameter],
        responses: { 200: ok('StaffConversation'), 404: notFound },
      },
    },
    '/v1/admin/conversations/{id}/messages': staffMessage(
      'Staff: write to the patient, with files: it ends the patient’s wait, counts as having read everything before, and emails the patient a notice without its text.' +
        everyRole,
    ),
    '/v1/admin/conversations/{id}/notes': staffMessage(
      'Staff: an internal note inside the thread, with files: only staff ever see it; it neither answers the patient nor ends their wait.' +
        everyRole,
    ),
    '/v1/admin/conversations/{id}/assign': change(
      'Staff: give the conversation to another coordinator (or take it); the patient sees the change. The one already assigned changes nothing.' +
        coordinatorsOnly,
      'StaffConversationAssignRequest',
      { 422: problem('Not an active coordinator or admin (field coordinatorId).') },
    ),
    '/v1/admin/conversations/{id}/members': change(
      'Staff: bring clinic staff into the conversation (they may then read and answer it); the patient sees them join.' + coordinatorsOnly,
      'StaffConversationMemberRequest',
      {
        409: problem('Already in the conversation (field userId).'),
        422: problem('Not active clinic staff of a clinic the patient has an appointment or plan at (field userId).'),
      },
    ),
    '/v1/admin/conversations/{id}/status': change(
      'Staff: “no reply needed”: the patient’s message stops waiting without an answer (it leaves “waiting” and Today); the team sees who decided, the patient nothing. Nothing waiting: nothing changes.' +
        everyRole,
      'StaffConversationStatusRequest',
    ),
    '/v1/admin/conversations/{id}/read': {
      post: {
        summary: 'Staff: the team has read the conversation up to its newest message (the patient’s “Read”), as opening its page does.' + everyRole,
        security,
        parameters: [idParameter],
        responses: { 200: ok('StaffConversation', 'The conversation as it now is'), 404: notFound },
      },
    },
    '/v1/admin/conversations/{id}/attachments/{attachmentId}': {
      get: {
        summary: 'Staff: download a file of a message or internal note of the conversation.' + everyRole,
        security,
        parameters: [idParameter, pathId('attachmentId')],
        responses: { 200: attachmentFile, 404: notFound },
      },
    },
  }
}

export function conversationPaths(): Json {
  return { ...patientPaths(), ...staffPaths() }
}
