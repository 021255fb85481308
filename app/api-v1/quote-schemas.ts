import { z } from 'zod'
import { QUOTE_LIMITS, QuoteDraftSchema, QuoteLineSchema, QuoteOptionSchema } from '~/quotes/quote-builder-rules'
import { DECLINE_REASON_MAX, DeclineQuoteSchema } from '~/quotes/quote-decision-form'
import { QUOTE_COUNTRIES, QUOTE_REQUEST_LIMITS, QuoteRequestSchema } from '~/quotes/quote-request-rules'
import { STAFF_REQUEST_FILTERS } from '~/quotes/quote-requests.server'
import { CURRENCY_CODES } from '~/quotes/money'
import { named } from './schemas'

/*
 * Personal quotes in the API (issue 30): the patient's requests and quotes
 * (/v1/me/quotes, /v1/me/quote-requests) and the coordinators'
 * (/v1/admin/quotes, /v1/admin/quote-requests). The request bodies are the
 * domain's own schemas (quote-request-rules.ts, quote-builder-rules.ts), with
 * the fields they fill in when left out marked so (a default), which is what
 * the document then says; the answers' shapes mirror the readers'
 * (quote-requests.server.ts, quote-view.ts).
 *
 * Money: every amount is an integer number of minor units of its currency,
 * with ISO 4217's exponent (cents; COP in centavos, always whole pesos), never
 * a float (docs/decisions/038).
 */

const id = z.number().int()
const instant = z.string().describe('ISO 8601, UTC.')
const day = z.string().describe('YYYY-MM-DD.')
const currency = z.enum(CURRENCY_CODES).describe('ISO 4217.')
const minor = z.number().int().describe('Minor units of the currency (ISO 4217 exponent: cents; COP in centavos, always whole pesos).')

const requestStatus = z
  .enum(['requested', 'in_preparation', 'sent', 'accepted', 'declined', 'expired'])
  .describe('requested: waiting for the care team; in_preparation: a coordinator is writing the quote; sent: a quote waits for the patient.')
const quoteStatus = z
  .enum(['draft', 'sent', 'accepted', 'declined', 'expired', 'replaced'])
  .describe('draft: being written (only staff ever see it); replaced: a newer quote of the same request was sent.')

const QuoteSummary = z
  .object({
    id,
    number: z.number().int().describe('1 for the first quote of the request, 2 for a reissue…'),
    status: quoteStatus,
    validUntil: day.nullable().describe('The last day it may be accepted.'),
    sentAt: instant.nullable(),
  })
  .describe('The newest quote of the request.')

/* ---------- The patient ---------- */

named(
  'PatientQuoteRequestList',
  'The signed-in patient’s quote requests, newest first, each with its newest quote (never a draft).',
  z.object({
    requests: z.array(
      z.object({
        id,
        status: requestStatus,
        serviceName: z.string().describe('In the asked language.'),
        requestedAt: instant,
        quote: QuoteSummary.nullable().describe('The newest quote sent to the patient; null while none is.'),
      }),
    ),
  }),
)

const s = QuoteRequestSchema.shape

/** The request as the verb reads it; the fields it fills in when left out have their default. */
export const QuoteRequestBody = named(
  'QuoteRequest',
  `A request for a personal quote (JSON; or the same fields as a multipart/form-data form, destinationIds and clinicIds repeated and the answers as answer.0, answer.1…, with up to ${QUOTE_REQUEST_LIMITS.attachments} files in \`attachments\`). It says where (destinations or clinics offering the service, or adviseMe), when, the patient’s country and the currency they think in, and answers the service’s questions in the order they were shown, in the request’s language.`,
  QuoteRequestSchema.safeExtend({
    serviceId: s.serviceId.describe('The medical service (its id).'),
    destinationIds: s.destinationIds
      .default([])
      .describe(`Up to ${QUOTE_REQUEST_LIMITS.places} destinations that offer the service. At least one destination or clinic, unless adviseMe.`),
    clinicIds: s.clinicIds.default([]).describe(`Up to ${QUOTE_REQUEST_LIMITS.places} clinics where a specialist offers the service.`),
    adviseMe: s.adviseMe.default(false).describe('The care team suggests where (then no destination or clinic is needed).'),
    travelFrom: s.travelFrom.describe('YYYY-MM-DD: the first day the patient could travel, from today.'),
    travelTo: s.travelTo.describe('YYYY-MM-DD: the last day, not before travelFrom, within two years.'),
    country: s.country.describe(`Where the patient lives: ISO 3166-1 alpha-2, one of ${QUOTE_COUNTRIES.join(', ')}.`),
    currency: s.currency.describe(`The currency the patient thinks in, shown beside the clinic’s: one of ${CURRENCY_CODES.join(', ')}.`),
    answers: s.answers.describe(
      `One answer per question of the service, in their order (up to ${QUOTE_REQUEST_LIMITS.answer} characters each; empty when not answered). The questions are those of the request’s language; if they changed meanwhile, 409.`,
    ),
    message: s.message.default('').describe(`Anything else for the care team (up to ${QUOTE_REQUEST_LIMITS.message} characters).`),
    healthDataConsent: s.healthDataConsent.describe('true: the patient agrees that the care team handles the health data of the request (required).'),
  }),
)

named('QuoteRequestCreated', 'The request was sent to the care team.', z.object({ requestId: id }))

const attachmentRow = z.object({
  id,
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']).describe('Read from the file’s bytes when it was sent.'),
  byteSize: z.number().int(),
})

const requestFields = {
  id,
  service: z.object({ id, name: z.string() }),
  adviseMe: z.boolean(),
  destinations: z.array(z.object({ id, name: z.string() })),
  clinics: z.array(z.object({ id, name: z.string() })),
  travelFrom: day,
  travelTo: day,
  country: z.string().describe('ISO 3166-1 alpha-2.'),
  currency: z.string().describe('The patient’s currency (ISO 4217).'),
  locale: z.string().describe('The language the patient wrote in (and the quote is written in).'),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).describe('Each question as the patient read it, with their answer.'),
  message: z.string(),
  attachments: z.array(attachmentRow).describe('The files sent with the request.'),
  requestedAt: instant,
}

named(
  'PatientQuoteRequest',
  'One of the signed-in patient’s quote requests, as they sent it, with its quotes (never a draft), newest first.',
  z.object({ ...requestFields, status: requestStatus, quotes: z.array(QuoteSummary) }),
)

/* ---------- A quote ---------- */

const twoCurrencies = z
  .object({
    clinic: minor.describe('In the option’s (the clinic’s) currency: the price.'),
    patient: minor
      .nullable()
      .describe('In the patient’s currency at the option’s rate, rounded half away from zero; null for a draft with no rate yet.'),
  })
  .describe('An amount in both currencies, in minor units of each.')

const QuoteViewOption = z.object({
  id,
  position: z.number().int(),
  clinic: z.object({ id, name: z.string(), address: z.string(), city: z.string(), country: z.string() }),
  specialist: z.object({
    id,
    name: z.string(),
    title: z.string(),
    yearsOfExperience: z.number().int(),
    languages: z.array(z.string()),
    imageUrl: z.string().nullable().describe('The portrait’s address; null: none.'),
    imageAlt: z.string(),
  }),
  currency: currency.describe('The clinic’s currency: every amount of the option is in it, and in the patient’s beside it.'),
  rate: z
    .object({
      rate: z.string().describe('An exact decimal: units of the patient’s currency per unit of the clinic’s.'),
      date: day.describe('The day its source published it.'),
      source: z.string().describe('ecb, manual, or the legs of a cross rate (ecb+manual).'),
    })
    .nullable()
    .describe(
      'Frozen when the quote was sent (a draft: the rate it would be sent with today). Null: the same currency, or a draft with no rate yet.',
    ),
  lines: z.array(
    z.object({
      id,
      kind: z.enum(QuoteLineSchema.shape.kind.options),
      description: z.string().describe('In the quote’s language (empty when the kind says it all).'),
      quantity: z.number().int(),
      included: z.boolean().describe('In the total; otherwise an optional extra.'),
    }),
  ),
  notIncluded: z.string(),
  mayChange: z.string().describe('What could change the price after the assessment.'),
  figures: z
    .object({
      lines: z.array(twoCurrencies).describe('Each line’s amount, in the order of lines.'),
      includedTotal: twoCurrencies.describe('The sum of the included lines as shown, in each currency.'),
      optionalTotal: twoCurrencies.describe('The sum of the optional extras as shown, in each currency.'),
      mayChangeMax: twoCurrencies.describe('The most the price may change by after the assessment.'),
      assessmentFee: twoCurrencies.describe('The preoperative assessment’s fee.'),
    })
    .describe(
      'Every line converted and rounded alone (half away from zero, to what the currency shows); each total is the sum of the rounded lines it adds up, so the lines add up to the totals in either currency.',
    ),
})

named(
  'Quote',
  'A personal quote: one to three options, each a clinic and specialist with itemised lines, in the clinic’s currency and the patient’s.',
  z.object({
    id,
    requestId: id,
    number: z.number().int(),
    status: quoteStatus,
    locale: z.string().describe('The language its texts were written in.'),
    patientCurrency: currency,
    patientName: z.string(),
    service: z.object({ id, name: z.string(), slug: z.string() }),
    note: z.string(),
    validUntil: day.nullable().describe('The last day it may be accepted.'),
    sentAt: instant.nullable(),
    decidedAt: instant.nullable(),
    declineReason: z.string().nullable(),
    acceptedOptionId: id.nullable(),
    treatmentId: id.nullable().describe('The treatment plan its acceptance made.'),
    version: z.number().int().describe('Send it back to accept, decline, save or send: a quote changed since is refused (409).'),
    options: z.array(QuoteViewOption),
  }),
)

export const QuoteAcceptRequest = named(
  'QuoteAcceptRequest',
  'Accept one option of a quote as it was read, under the quote terms.',
  z.object({
    optionId: id.positive().describe('One of the quote’s options.'),
    version: id.positive().describe('The version of the quote that was read.'),
    termsAccepted: z.literal(true, { error: 'quotes.errors.terms' }).describe('The patient accepts the quote terms (recorded with their version).'),
  }),
)

named(
  'QuoteAccepted',
  'Accepted: a planned treatment plan at the option’s clinic; its preoperative assessment is booked next (GET /v1/availability with these keys, then POST /v1/appointments).',
  z.object({
    treatmentId: id,
    booking: z.object({
      serviceSlug: z.string().describe('The service’s key (`service` of /v1/availability).'),
      clinicSlug: z.string().describe('The clinic’s key (`clinic` of /v1/availability).'),
    }),
  }),
)

export const QuoteDeclineRequest = named(
  'QuoteDeclineRequest',
  'Decline a quote as it was read, saying why if the patient wishes (the care team reads it).',
  z.object({
    version: id.positive().describe('The version of the quote that was read.'),
    reason: DeclineQuoteSchema.shape.reason.default('').describe(`Why, in the patient’s words (up to ${DECLINE_REASON_MAX} characters).`),
  }),
)

/* ---------- The care team ---------- */

export const AdminQuotesQuery = z.object({
  status: z
    .enum(STAFF_REQUEST_FILTERS)
    .default('waiting')
    .describe('waiting (default): requested or in preparation, the longest waiting first; all: every request; otherwise that status, newest first.'),
})

const colleague = z.object({ id, name: z.string() })
const patient = z.object({ id, name: z.string(), email: z.string() })

named(
  'StaffQuoteRequestList',
  'Quote requests by status (at most 100), each with its newest quote (drafts too).',
  z.object({
    requests: z.array(
      z.object({
        id,
        status: requestStatus,
        serviceName: z.string(),
        requestedAt: instant,
        quote: QuoteSummary.nullable(),
        patient,
        coordinator: colleague.nullable(),
        currency: z.string().describe('The patient’s currency.'),
        locale: z.string().describe('The patient’s language: the quote is written in it.'),
        waitingSince: instant.nullable().describe('Since when the patient waits for a quote (requested or in preparation); null otherwise.'),
      }),
    ),
  }),
)

named(
  'StaffQuoteRequest',
  'A quote request with everything a coordinator answers it from, and its quotes (drafts too), newest first.',
  z.object({ ...requestFields, status: requestStatus, patient, coordinator: colleague.nullable(), quotes: z.array(QuoteSummary) }),
)

named(
  'QuoteStarted',
  'The request’s draft quote: new (a reissue starts as a copy of the last quote sent), or the draft already started.',
  z.object({ quoteId: id, created: z.boolean().describe('false: the request already had a draft, which is the one to continue.') }),
)

const o = QuoteOptionSchema.shape
const l = QuoteLineSchema.shape

/** A draft as saveQuote takes it, texts left out being empty. */
export const QuoteDraftBody = named(
  'QuoteDraft',
  `A draft quote, replaced whole: its note, validity and one to ${QUOTE_LIMITS.options} options (up to ${QUOTE_LIMITS.lines} lines each). Amounts are in minor units of the clinic’s currency (the option’s specialist’s clinic), each a whole number of what that currency shows (whole pesos for COP).`,
  QuoteDraftSchema.extend({
    version: QuoteDraftSchema.shape.version.describe('The version the draft was read at (GET /v1/admin/quotes/{id}); an older one is refused (409).'),
    note: QuoteDraftSchema.shape.note.default('').describe(`A note to the patient (up to ${QUOTE_LIMITS.text} characters).`),
    validUntil: QuoteDraftSchema.shape.validUntil.describe(
      'YYYY-MM-DD: the last day it may be accepted (needed to send: from today, within 180 days).',
    ),
    options: z
      .array(
        QuoteOptionSchema.extend({
          clinicId: o.clinicId.describe('The clinic.'),
          specialistId: o.specialistId.describe('A specialist of that clinic who performs the requested treatment.'),
          notIncluded: o.notIncluded.default('').describe('What the price does not include.'),
          mayChange: o.mayChange.default('').describe('What could change the price after the assessment.'),
          mayChangeMaxMinor: o.mayChangeMaxMinor.describe('The most the price may change by (minor units).'),
          assessmentFeeMinor: o.assessmentFeeMinor.describe('The preoperative assessment’s fee (minor units).'),
          lines: z
            .array(
              QuoteLineSchema.extend({
                description: l.description
                  .default('')
                  .describe(`The lens’s brand and model, the hotel… (up to ${QUOTE_LIMITS.description} characters).`),
                amountMinor: l.amountMinor.describe('The line’s amount for its whole quantity, in minor units of the clinic’s currency.'),
                included: l.included.describe('In the total; otherwise an optional extra.'),
              }),
            )
            .max(QUOTE_LIMITS.lines, { error: 'quotes.builder.errors.too_many_lines' }),
        }),
      )
      .max(QUOTE_LIMITS.options, { error: 'quotes.builder.errors.too_many_options' }),
  }),
)

named('QuoteSaved', 'The draft as saved: its new version.', z.object({ version: z.number().int() }))

export const QuoteSendRequest = named(
  'QuoteSendRequest',
  'Send the draft as it was read: each option’s rate into the patient’s currency is frozen, the patient is told.',
  z.object({ version: id.positive().describe('The version the draft was read at.') }),
)
