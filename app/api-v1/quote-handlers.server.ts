import type { Kysely } from 'kysely'
import { z } from 'zod'
import { actionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { refuse } from '~/errors/outcomes'
import { refusalProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import type { Locale } from '~/i18n/locales'
import { acceptQuote } from '~/quotes/accept-quote.server'
import { declineQuote } from '~/quotes/decline-quote.server'
import { renderQuotePdf } from '~/quotes/quote-pdf.server'
import { quoteRequestFields } from '~/quotes/quote-request-rules'
import { draftRates, patientQuoteId, patientQuoteRequests, quoteRequestDetail, staffQuoteRequests } from '~/quotes/quote-requests.server'
import { quoteView } from '~/quotes/quote-view.server'
import { requestQuote } from '~/quotes/request-quote.server'
import { saveQuote } from '~/quotes/save-quote.server'
import { sendQuote } from '~/quotes/send-quote.server'
import { startQuote } from '~/quotes/start-quote.server'
import { apiDoor, type Args } from './admin-handlers.server'
import { patientLocale, readMessage, requireApiPatient, type PatientArgs } from './conversation-handlers.server'
import { AdminQuotesQuery, QuoteAcceptRequest, QuoteDeclineRequest, QuoteDraftBody, QuoteRequestBody, QuoteSendRequest } from './quote-schemas'
import { answer, invalidFieldsProblem, parseJsonBody, parseQuery } from './respond.server'
import { DetailQuery } from './schemas'

/*
 * Personal quotes in the API (issue 30), with the pages' verbs and readers
 * (app/quotes): /v1/me/quotes and /v1/me/quote-requests for the signed-in
 * patient (a staff token gets the ordinary 404, as on the conversation), and
 * /v1/admin/quotes and /v1/admin/quote-requests for coordinators and admins,
 * behind the console's door ('quotes.manage'; anyone else gets 404).
 *
 * A patient's request is JSON, or a multipart/form-data form with its files
 * in `attachments` (streamed to the conversations store as the form arrives;
 * a refusal keeps none of them). Someone else's request or quote, and a
 * draft, answer as one that does not exist. Bodies are read before the record
 * they name is looked up, so a bad field is a 400 whether or not it exists.
 */

type Db = Kysely<Database>

/** A draft's JSON (3 options of 20 lines, with their texts) within the server's body limit for forms and JSON (64 KiB). */
const MAX_DRAFT_JSON_BYTES = 64 * 1024

const requestNotFound = (locale: Locale) => refusalProblem(refuse('quote_request_not_found'), locale)
const quoteNotFound = (locale: Locale) => refusalProblem(refuse('quote_not_found'), locale)

/** A JSON body checked with `schema`, its problems in `locale` (the patient's language when the request asks none). */
async function readJson<T extends z.ZodType>(request: Request, schema: T, locale: Locale) {
  const raw = await parseJsonBody(request, z.unknown())
  if (!raw.ok) return raw
  const parsed = schema.safeParse(raw.value, { reportInput: true })
  return parsed.success
    ? { ok: true as const, value: parsed.data as z.infer<T> }
    : { ok: false as const, response: invalidFieldsProblem(parsed.error, locale) }
}

/* ---------- The patient: /v1/me/quotes, /v1/me/quote-requests ---------- */

const patientContext = (args: PatientArgs, session: RequestSession, locale: Locale) => ({ ...actionContext(args.context, locale), session })

export async function myQuotesHandler({ request, url, context }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const query = parseQuery(url, DetailQuery, patientLocale(request, session))
  if (!query.ok) return query.response
  return answer({ requests: await patientQuoteRequests(database(), session.user.id, query.value.locale) })
}

/**
 * A request, sent to the care team at once. Its answers are to the service's
 * questions in the request's language (else the patient's): the language the
 * verb reads them in and the request is kept in.
 */
export async function myRequestQuoteHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const body = await readMessage(args.request, QuoteRequestBody, locale, quoteRequestFields)
  if (!body.ok) return body.response
  // Refused (an unknown service or place, a past window, the rate limit…), the verb lets the files go.
  const requested = await requestQuote(patientContext(args, session, locale), body.value, body.attachments)
  if (!requested.ok) return refusalProblem(requested, locale)
  return answer({ requestId: requested.requestId }, 201)
}

/** One of the patient's own requests as they sent it, with its quotes (never a draft); anyone else's is a 404. */
export async function myQuoteRequestHandler({ request, url, context, params }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const locale = patientLocale(request, session)
  const query = parseQuery(url, DetailQuery, locale)
  if (!query.ok) return query.response
  const requestId = parseId(params.id)
  const detail = requestId ? await quoteRequestDetail(database(), requestId, query.value.locale) : undefined
  if (!detail || detail.patient.id !== session.user.id) return requestNotFound(locale)
  const { patient: _patient, coordinator: _coordinator, quotes, ...sent } = detail
  return answer({ ...sent, quotes: quotes.filter((quote) => quote.status !== 'draft') })
}

/** The patient's own quote, never a draft (patientQuoteId), or undefined. */
async function ownQuote(db: Db, session: RequestSession, id: string | undefined, locale: Locale) {
  const quoteId = parseId(id)
  const own = quoteId ? await patientQuoteId(db, session.user.id, quoteId) : undefined
  return own ? quoteView(db, own, locale) : undefined
}

export async function myQuoteHandler({ request, url, context, params }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const locale = patientLocale(request, session)
  const query = parseQuery(url, DetailQuery, locale)
  if (!query.ok) return query.response
  const view = await ownQuote(database(), session, params.id, query.value.locale)
  return view ? answer(view) : quoteNotFound(locale)
}

/**
 * The patient's own quote as a PDF in the asked language (the page's file, to keep or forward): its name
 * says which quote it is and nothing more; never kept by a cache.
 */
export async function myQuotePdfHandler({ request, url, context, params }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const locale = patientLocale(request, session)
  const query = parseQuery(url, DetailQuery, locale)
  if (!query.ok) return query.response
  const view = await ownQuote(database(), session, params.id, query.value.locale)
  if (!view) return quoteNotFound(locale)
  const bytes = await renderQuotePdf(view, query.value.locale)
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="claravia-quote-${view.requestId}-${view.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The keys the assessment's booking takes (/v1/availability, /v1/appointments). */
async function bookingKeys(db: Db, serviceId: number, clinicId: number) {
  const [service, clinic] = await Promise.all([
    db.selectFrom('services').select('slug').where('id', '=', serviceId).executeTakeFirstOrThrow(),
    db.selectFrom('clinics').select('slug').where('id', '=', clinicId).executeTakeFirstOrThrow(),
  ])
  return { serviceSlug: service.slug, clinicSlug: clinic.slug }
}

export async function myAcceptQuoteHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const body = await readJson(args.request, QuoteAcceptRequest, locale)
  if (!body.ok) return body.response
  const quoteId = parseId(args.params.id)
  if (!quoteId) return quoteNotFound(locale)
  // Another patient's quote, or a draft, is refused as one that does not exist.
  const accepted = await acceptQuote(patientContext(args, session, locale), { quoteId, ...body.value })
  if (!accepted.ok) return refusalProblem(accepted, locale)
  return answer({ treatmentId: accepted.treatmentId, booking: await bookingKeys(database(), accepted.serviceId, accepted.clinicId) })
}

/** Declined; the quote as it now is, in the request's language (else the patient's). */
export async function myDeclineQuoteHandler(args: PatientArgs) {
  const session = requireApiPatient(args.context, args.url)
  const locale = patientLocale(args.request, session)
  const body = await readJson(args.request, QuoteDeclineRequest, locale)
  if (!body.ok) return body.response
  const quoteId = parseId(args.params.id)
  if (!quoteId) return quoteNotFound(locale)
  const declined = await declineQuote(patientContext(args, session, locale), { quoteId, ...body.value })
  if (!declined.ok) return refusalProblem(declined, locale)
  return answer(await quoteView(database(), quoteId, locale))
}

/* ---------- The care team: /v1/admin/quotes, /v1/admin/quote-requests ---------- */

export async function adminQuotesHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const query = parseQuery(args.url, AdminQuotesQuery, acting.locale)
  if (!query.ok) return query.response
  return answer({ requests: await staffQuoteRequests(database(), { filter: query.value.status, locale: acting.locale }) })
}

export async function adminQuoteRequestHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const requestId = parseId(args.params.id)
  const detail = requestId ? await quoteRequestDetail(database(), requestId, acting.locale) : undefined
  return detail ? answer(detail) : requestNotFound(acting.locale)
}

/** The request's draft: a new one (201), or the one already started (200). */
export async function adminStartQuoteHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const requestId = parseId(args.params.id)
  const started = requestId ? await startQuote(acting, requestId) : refuse('quote_request_not_found')
  if (!started.ok) return refusalProblem(started, acting.locale)
  return answer({ quoteId: started.quoteId, created: started.created }, started.created ? 201 : 200)
}

/** A quote as staff read it: a draft converted at the rates it would be sent with today, a sent one at its own. */
async function staffQuoteView(db: Db, quoteId: number, locale: Locale, now: Date) {
  const view = await quoteView(db, quoteId, locale)
  if (view?.status !== 'draft') return view
  const currencies = view.options.map((option) => option.currency)
  return quoteView(db, quoteId, locale, await draftRates(db, currencies, view.patientCurrency, now.toISOString().slice(0, 10)))
}

export async function adminQuoteHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const quoteId = parseId(args.params.id)
  const view = quoteId ? await staffQuoteView(database(), quoteId, acting.locale, acting.now) : undefined
  return view ? answer(view) : quoteNotFound(acting.locale)
}

export async function adminSaveQuoteHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const body = await parseJsonBody(args.request, QuoteDraftBody, { maxBytes: MAX_DRAFT_JSON_BYTES })
  if (!body.ok) return body.response
  const quoteId = parseId(args.params.id)
  const saved = quoteId ? await saveQuote(acting, quoteId, body.value) : refuse('quote_not_found')
  if (!saved.ok) return refusalProblem(saved, acting.locale)
  return answer({ version: saved.version })
}

/** Sent: the quote as it now is, its rates frozen. */
export async function adminSendQuoteHandler(args: Args) {
  const { acting } = await apiDoor(args, 'quotes.manage')
  const body = await parseJsonBody(args.request, QuoteSendRequest)
  if (!body.ok) return body.response
  const quoteId = parseId(args.params.id)
  const sent = quoteId ? await sendQuote(acting, quoteId, body.value.version) : refuse('quote_not_found')
  if (!sent.ok) return refusalProblem(sent, acting.locale)
  return answer(await quoteView(database(), quoteId!, acting.locale))
}
