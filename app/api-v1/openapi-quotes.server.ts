import { QUOTE_REQUEST_LIMITS } from '~/quotes/quote-request-rules'
import { queryParameters } from './openapi-parameters.server'
import { AdminQuotesQuery } from './quote-schemas'
import { DetailQuery } from './schemas'

/*
 * Personal quotes in the OpenAPI document (issue 30): the patient's requests
 * and quotes (/v1/me/quotes, /v1/me/quote-requests: a patient's Bearer
 * token) and the coordinators' (/v1/admin/quotes, /v1/admin/quote-requests: a
 * staff token with two-factor done whose role manages quotes; anyone else gets
 * 404, as for a path that does not exist). Amounts are integers in minor units
 * of their currency. Each operation has an example of what it takes and gives.
 */

type Json = Record<string, unknown>

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` })
const ok = (id: string, example: unknown, description = 'OK') => ({
  description,
  content: { 'application/json': { schema: ref(id), example } },
})
const problem = (description: string, example?: Json) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem'), ...(example ? { example } : {}) } },
})
const security = [{ bearerAuth: [] }]
const idParameter = (description: string) => ({ name: 'id', in: 'path', required: true, description, schema: { type: 'integer', minimum: 1 } })
const jsonBody = (id: string, example: unknown) => ({ required: true, content: { 'application/json': { schema: ref(id), example } } })

/* ---------- Examples (each checked against its schema by quote-contract.test.ts) ---------- */

const quoteSummary = { id: 31, number: 1, status: 'sent', validUntil: '2027-01-20', sentAt: '2026-12-02T15:04:05.000Z' }

export const QUOTE_EXAMPLES = {
  PatientQuoteRequestList: {
    requests: [{ id: 12, status: 'sent', serviceName: 'LASIK', requestedAt: '2026-12-01T10:00:00.000Z', quote: quoteSummary }],
  },
  QuoteRequest: {
    serviceId: 3,
    destinationIds: [],
    clinicIds: [2, 5],
    adviseMe: false,
    travelFrom: '2027-02-01',
    travelTo: '2027-02-20',
    country: 'US',
    currency: 'USD',
    answers: ['34', 'No'],
    message: 'I would like to compare Barcelona and Bogotá.',
    healthDataConsent: true,
  },
  QuoteRequestCreated: { requestId: 12 },
  PatientQuoteRequest: {
    id: 12,
    status: 'sent',
    service: { id: 3, name: 'LASIK' },
    adviseMe: false,
    destinations: [],
    clinics: [
      { id: 2, name: 'Clínica Visión Barcelona' },
      { id: 5, name: 'Clínica Visión Andina' },
    ],
    travelFrom: '2027-02-01',
    travelTo: '2027-02-20',
    country: 'US',
    currency: 'USD',
    locale: 'en',
    answers: [
      { question: 'How old are you?', answer: '34' },
      { question: 'Do you wear contact lenses?', answer: 'No' },
    ],
    message: 'I would like to compare Barcelona and Bogotá.',
    attachments: [{ id: 4, fileName: 'topography.pdf', contentType: 'application/pdf', byteSize: 182344 }],
    requestedAt: '2026-12-01T10:00:00.000Z',
    quotes: [quoteSummary],
  },
  /** 1,800.00 EUR at 1.0512 is 1,892.16 USD; each total adds the lines as shown. */
  Quote: {
    id: 31,
    requestId: 12,
    number: 1,
    status: 'sent',
    locale: 'en',
    patientCurrency: 'USD',
    patientName: 'Marta Ruiz',
    service: { id: 3, name: 'LASIK', slug: 'lasik' },
    note: 'Two good options.',
    validUntil: '2027-01-20',
    sentAt: '2026-12-02T15:04:05.000Z',
    decidedAt: null,
    declineReason: null,
    acceptedOptionId: null,
    treatmentId: null,
    version: 3,
    options: [
      {
        id: 57,
        position: 1,
        clinic: { id: 2, name: 'Clínica Visión Barcelona', address: 'Carrer de Balmes 100', city: 'Barcelona', country: 'Spain' },
        specialist: {
          id: 8,
          name: 'Dr Marc Ferrer',
          title: 'Refractive surgeon',
          yearsOfExperience: 15,
          languages: ['es', 'ca', 'en'],
          imageUrl: null,
          imageAlt: '',
        },
        currency: 'EUR',
        rate: { rate: '1.0512', date: '2026-11-30', source: 'ecb' },
        lines: [
          { id: 101, kind: 'surgery', description: '', quantity: 1, included: true },
          { id: 102, kind: 'tests', description: '', quantity: 1, included: true },
          { id: 103, kind: 'accommodation', description: 'Hotel near the clinic', quantity: 3, included: false },
        ],
        notIncluded: 'Flights.',
        mayChange: 'If the assessment shows thin corneas, PRK instead of LASIK.',
        figures: {
          lines: [
            { clinic: 180000, patient: 189216 },
            { clinic: 15000, patient: 15768 },
            { clinic: 45000, patient: 47304 },
          ],
          includedTotal: { clinic: 195000, patient: 204984 },
          optionalTotal: { clinic: 45000, patient: 47304 },
          mayChangeMax: { clinic: 30000, patient: 31536 },
          assessmentFee: { clinic: 9000, patient: 9461 },
        },
      },
    ],
  },
  QuoteAcceptRequest: { optionId: 57, version: 3, termsAccepted: true },
  QuoteAccepted: { treatmentId: 44, booking: { serviceSlug: 'lasik', clinicSlug: 'clinica-vision-barcelona' } },
  QuoteDeclineRequest: { version: 3, reason: 'I found a clinic closer to home.' },
  StaffQuoteRequestList: {
    requests: [
      {
        id: 12,
        status: 'in_preparation',
        serviceName: 'LASIK',
        requestedAt: '2026-12-01T10:00:00.000Z',
        quote: { id: 31, number: 1, status: 'draft', validUntil: null, sentAt: null },
        patient: { id: 7, name: 'Marta Ruiz', email: 'marta@example.com' },
        coordinator: { id: 2, name: 'Ana Pérez' },
        currency: 'USD',
        locale: 'en',
        waitingSince: '2026-12-01T10:00:00.000Z',
      },
    ],
  },
  QuoteStarted: { quoteId: 31, created: true },
  QuoteDraft: {
    version: 1,
    note: 'Two good options.',
    validUntil: '2027-01-20',
    options: [
      {
        clinicId: 2,
        specialistId: 8,
        notIncluded: 'Flights.',
        mayChange: 'If the assessment shows thin corneas, PRK instead of LASIK.',
        mayChangeMaxMinor: 30000,
        assessmentFeeMinor: 9000,
        lines: [
          { kind: 'surgery', description: '', quantity: 1, amountMinor: 180000, included: true },
          { kind: 'tests', description: '', quantity: 1, amountMinor: 15000, included: true },
          { kind: 'accommodation', description: 'Hotel near the clinic', quantity: 3, amountMinor: 45000, included: false },
        ],
      },
      {
        clinicId: 5,
        specialistId: 11,
        notIncluded: 'Flights.',
        mayChange: '',
        mayChangeMaxMinor: 0,
        assessmentFeeMinor: 25000000,
        lines: [
          { kind: 'surgery', description: '', quantity: 1, amountMinor: 450000000, included: true },
          { kind: 'transfers', description: '', quantity: 1, amountMinor: 12000000, included: false },
        ],
      },
    ],
  },
  QuoteSaved: { version: 2 },
  QuoteSendRequest: { version: 2 },
}

const ex = QUOTE_EXAMPLES

const placeRefused = {
  type: 'https://claravia.example/problems/422',
  title: 'Unprocessable content',
  status: 422,
  detail: 'Choose destinations and clinics that offer this treatment.',
  errors: [{ parameter: 'clinicIds', message: 'Choose destinations and clinics that offer this treatment.' }],
}
const rateLimited = {
  type: 'https://claravia.example/problems/429',
  title: 'Too many requests',
  status: 429,
  detail: 'You have sent several quote requests in a short time. Please wait 42 minutes and try again.',
}
const changed = problem('The quote changed since that version was read (someone else saved or sent it, or the patient decided): read it again.')

/* ---------- The patient ---------- */

const unauthorized = problem('No valid session: sign in and send the token as a Bearer token.')
const patientsOnly = problem('Not a patient’s token: staff answer from the console (/v1/admin/quotes).')
const noSuchQuote = problem('No such quote in this account (another patient’s, and a draft, are 404 too), or not a patient’s token.')

function patientPaths(): Json {
  const quoteId = idParameter('The quote.')
  return {
    '/v1/me/quotes': {
      get: {
        summary: 'The signed-in patient’s quote requests, newest first, each with its status and its newest quote (never a draft).',
        security,
        parameters: queryParameters(DetailQuery),
        responses: {
          200: ok('PatientQuoteRequestList', ex.PatientQuoteRequestList),
          400: problem('A query parameter is not valid.'),
          401: unauthorized,
          404: patientsOnly,
        },
      },
      post: {
        summary:
          'Ask for a personal quote: the request reaches the care team at once (in the patient’s conversation, waiting for them), with the patient’s consent to handle its health data. The answers are to the service’s questions in the request’s language (?locale=, Accept-Language, else the account’s). At most 5 requests an hour.',
        security,
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: ref('QuoteRequest'), example: ex.QuoteRequest },
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['serviceId', 'travelFrom', 'travelTo', 'country', 'currency', 'healthDataConsent'],
                properties: {
                  serviceId: { type: 'integer' },
                  destinationIds: { type: 'array', items: { type: 'integer' }, description: 'Repeated, one part each.' },
                  clinicIds: { type: 'array', items: { type: 'integer' }, description: 'Repeated, one part each.' },
                  adviseMe: { type: 'string', enum: ['on', 'true'], description: 'Left out: false.' },
                  travelFrom: { type: 'string', description: 'YYYY-MM-DD.' },
                  travelTo: { type: 'string', description: 'YYYY-MM-DD.' },
                  country: { type: 'string' },
                  currency: { type: 'string' },
                  message: { type: 'string' },
                  healthDataConsent: { type: 'string', enum: ['on', 'true'] },
                  attachments: {
                    type: 'array',
                    maxItems: QUOTE_REQUEST_LIMITS.attachments,
                    items: { type: 'string', format: 'binary' },
                    description: `Up to ${QUOTE_REQUEST_LIMITS.attachments} files (reports, prescriptions), each a PDF, JPEG or PNG of at most 10 MB (the type is read from the bytes, not the name).`,
                  },
                },
                patternProperties: {
                  '^answer\\.\\d+$': { type: 'string', description: 'answer.0, answer.1…: the answers in the questions’ order.' },
                },
              },
              encoding: { attachments: { contentType: 'application/pdf, image/jpeg, image/png' } },
            },
          },
        },
        responses: {
          201: ok('QuoteRequestCreated', ex.QuoteRequestCreated, 'Sent to the care team'),
          400: problem('A field is not valid (each named under errors), or the body could not be read; nothing is kept.'),
          401: unauthorized,
          404: patientsOnly,
          409: problem('The service’s questions changed since they were read (field answers): read them again; nothing is kept.'),
          413: problem('A file is larger than 10 MB (field attachments), or the body is too large; nothing is kept.'),
          415: problem('Neither JSON nor multipart/form-data, or a file is not a PDF, JPEG or PNG (field attachments); nothing is kept.'),
          422: problem(
            'The service is not on the site (serviceId), a destination or clinic does not offer it (destinationIds, clinicIds), the travel window starts in the past or ends more than two years ahead (travelFrom), or more than 5 files or an empty one (attachments); nothing is kept.',
            placeRefused,
          ),
          429: problem('More than 5 requests in an hour (see Retry-After); nothing is kept.', rateLimited),
        },
      },
    },
    '/v1/me/quote-requests/{id}': {
      get: {
        summary:
          'One of the patient’s quote requests as they sent it: where, when, their answers, their message, the files’ names and sizes, and its quotes (never a draft).',
        security,
        parameters: [idParameter('The request.'), ...queryParameters(DetailQuery)],
        responses: {
          200: ok('PatientQuoteRequest', ex.PatientQuoteRequest),
          400: problem('A query parameter is not valid.'),
          401: unauthorized,
          404: problem('No such request in this account (another patient’s is a 404 too), or not a patient’s token.'),
        },
      },
    },
    '/v1/me/quotes/{id}': {
      get: {
        summary:
          'One of the patient’s quotes (never a draft): each option’s clinic, specialist and itemised lines, every amount in the clinic’s currency and the patient’s, in minor units, converted line by line at the rate frozen when it was sent (its date and source given); each total is the sum of the lines as shown.',
        security,
        parameters: [quoteId, ...queryParameters(DetailQuery)],
        responses: { 200: ok('Quote', ex.Quote), 400: problem('A query parameter is not valid.'), 401: unauthorized, 404: noSuchQuote },
      },
    },
    '/v1/me/quotes/{id}/pdf': {
      get: {
        summary:
          'One of the patient’s quotes (never a draft) as a PDF in the asked language, to keep or forward: the same figures, rates and rounding rule as the quote. An attachment, never cached.',
        security,
        parameters: [quoteId, ...queryParameters(DetailQuery)],
        responses: {
          200: {
            description: 'The PDF (A4, a few tens of kilobytes), named after the quote’s number.',
            headers: { 'Content-Disposition': { schema: { type: 'string' }, example: 'attachment; filename="claravia-quote-12-1.pdf"' } },
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          400: problem('A query parameter is not valid.'),
          401: unauthorized,
          404: noSuchQuote,
        },
      },
    },
    '/v1/me/quotes/{id}/accept': {
      post: {
        summary:
          'Accept one option of an open quote (sent, not past its last day) as it was read, under the quote terms: it becomes a planned treatment plan at that clinic, whose preoperative assessment is booked next; the care team is told.',
        security,
        parameters: [quoteId],
        requestBody: jsonBody('QuoteAcceptRequest', ex.QuoteAcceptRequest),
        responses: {
          200: ok('QuoteAccepted', ex.QuoteAccepted, 'Accepted'),
          400: problem('A field is not valid (termsAccepted must be true); nothing changed.'),
          401: unauthorized,
          404: noSuchQuote,
          409: problem('The quote changed since that version was read, or it is no longer open (accepted, declined or replaced); nothing changed.'),
          410: problem('The quote is past its last day; nothing changed.'),
          422: problem('The option is not one of the quote’s (field optionId); nothing changed.'),
        },
      },
    },
    '/v1/me/quotes/{id}/decline': {
      post: {
        summary: 'Decline an open quote as it was read, saying why if the patient wishes; the care team is told. The quote as it now is.',
        security,
        parameters: [quoteId],
        requestBody: jsonBody('QuoteDeclineRequest', ex.QuoteDeclineRequest),
        responses: {
          200: ok(
            'Quote',
            { ...ex.Quote, status: 'declined', version: 4, decidedAt: '2026-12-03T09:00:00.000Z', declineReason: ex.QuoteDeclineRequest.reason },
            'Declined',
          ),
          400: problem('A field is not valid; nothing changed.'),
          401: unauthorized,
          404: noSuchQuote,
          409: problem('The quote changed since that version was read, or it is no longer open; nothing changed.'),
          410: problem('The quote is past its last day; nothing changed.'),
        },
      },
    },
  }
}

/* ---------- The coordinators ---------- */

const notFound = problem('Not staff with two-factor done whose role manages quotes (coordinators, admins), or no such record: all alike.')

function staffPaths(): Json {
  const quoteId = idParameter('The quote.')
  const requestId = idParameter('The quote request.')
  return {
    '/v1/admin/quotes': {
      get: {
        summary:
          'Staff: quote requests by status (at most 100), waiting ones the longest waiting first, each with its newest quote (drafts too). Coordinators and admins.',
        security,
        parameters: queryParameters(AdminQuotesQuery),
        responses: { 200: ok('StaffQuoteRequestList', ex.StaffQuoteRequestList), 400: problem('A query parameter is not valid.'), 404: notFound },
      },
    },
    '/v1/admin/quote-requests/{id}': {
      get: {
        summary:
          'Staff: a quote request with everything to answer it from (the patient, where, when, the answers, the message, the files) and its quotes, newest first.',
        security,
        parameters: [requestId],
        responses: {
          200: ok('StaffQuoteRequest', {
            ...ex.PatientQuoteRequest,
            status: 'in_preparation',
            patient: ex.StaffQuoteRequestList.requests[0]!.patient,
            coordinator: { id: 2, name: 'Ana Pérez' },
            quotes: [ex.StaffQuoteRequestList.requests[0]!.quote],
          }),
          404: notFound,
        },
      },
    },
    '/v1/admin/quote-requests/{id}/quotes': {
      post: {
        summary:
          'Staff: start answering the request: a draft quote in the patient’s language and currency (a reissue starts as a copy of the last quote sent, and sending it replaces that one); the request moves to in_preparation and, if nobody coordinates it, becomes the caller’s. A request with a draft answers that draft.',
        security,
        parameters: [requestId],
        responses: {
          200: ok('QuoteStarted', { ...ex.QuoteStarted, created: false }, 'The draft already started'),
          201: ok('QuoteStarted', ex.QuoteStarted, 'A new draft'),
          404: notFound,
          409: problem('The request’s quote was accepted: it is done.'),
        },
      },
    },
    '/v1/admin/quotes/{id}': {
      get: {
        summary:
          'Staff: a quote as the patient reads it; a draft converted at the rate it would be sent with today (null where there is none yet: it cannot be sent in that currency until an admin enters or imports one).',
        security,
        parameters: [quoteId],
        responses: { 200: ok('Quote', { ...ex.Quote, status: 'draft', version: 2, sentAt: null }), 404: notFound },
      },
      put: {
        summary:
          'Staff: save a draft, replaced whole, from the version read. Each option is a clinic and one of its specialists who performs the treatment; its amounts are in the clinic’s currency, in minor units, each a whole number of what that currency shows. At most 64 KiB.',
        security,
        parameters: [quoteId],
        requestBody: jsonBody('QuoteDraft', ex.QuoteDraft),
        responses: {
          200: ok('QuoteSaved', ex.QuoteSaved, 'Saved'),
          400: problem('A field is not valid (each named under errors); nothing changed.'),
          404: notFound,
          409: changed,
          413: problem('The body is larger than 64 KiB.'),
          422: problem(
            'A specialist who is not of that clinic or does not perform the treatment (field options.N.specialistId), or an amount that is not a whole number of what its currency shows (field options.N); nothing changed.',
          ),
        },
      },
    },
    '/v1/admin/quotes/{id}/send': {
      post: {
        summary:
          'Staff: send the draft as it was read. Each option’s rate into the patient’s currency (the newest reference rate on or before today) is frozen on it with its date and source, a quote it reissues is replaced, and the patient is told in their conversation and by email (without amounts). The quote as it now is.',
        security,
        parameters: [quoteId],
        requestBody: jsonBody('QuoteSendRequest', ex.QuoteSendRequest),
        responses: {
          200: ok('Quote', ex.Quote, 'Sent'),
          400: problem('A field is not valid.'),
          404: notFound,
          409: problem('The quote changed since that version was read, or it was already sent.'),
          422: problem(
            'Not sendable: no options, or an option without a line in its total (field options.N), no validity or one outside today to 180 days ahead (field validUntil), or no exchange rate between an option’s currency and the patient’s (field options.N); nothing changed.',
          ),
        },
      },
    },
  }
}

export function quotePaths(): Json {
  return { ...patientPaths(), ...staffPaths() }
}
