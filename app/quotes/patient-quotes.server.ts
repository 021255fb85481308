import type { Kysely } from 'kysely'
import { stepOneUrl } from '~/booking/booking-url'
import type { AttachmentFile } from '~/conversations/attachment-download.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { FileStore } from '~/storage/file-store.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import { daysLeft, patientQuoteState, shownRequestStatus, type PatientQuoteState, type ShownRequestStatus } from './patient-quote-state'
import { patientQuoteId, patientQuoteRequests, quoteRequestDetail, requestAttachment, type QuoteSummary } from './quote-requests.server'
import type { QuoteView } from './quote-view'
import { quoteView } from './quote-view.server'

/*
 * The account's Quotes pages (issue 30) as the signed-in patient reads them:
 * their requests with where each stands, one quote with what they may still
 * do with it, one request as they sent it (with its files). Only their own:
 * anything else is undefined, and the page answers the site's 404 — another
 * patient's quote, a draft, a visitor's request do not exist for them.
 */

type Db = Kysely<Database>

/** Today as the quotes judge validity: the UTC day (acceptQuote and the expiry sweep do the same). */
export const quoteToday = (now: Date) => now.toISOString().slice(0, 10)

export interface PatientQuoteListItem {
  id: number
  serviceName: string
  requestedAt: string
  status: ShownRequestStatus
  /** The newest quote they may open (never a draft). */
  quote: QuoteSummary | null
}

/** The account's Quotes list, newest request first. */
export async function patientQuoteList(db: Db, patientId: number, locale: Locale, now: Date): Promise<PatientQuoteListItem[]> {
  const today = quoteToday(now)
  const requests = await patientQuoteRequests(db, patientId, locale)
  return requests.map((request) => ({ ...request, status: shownRequestStatus(request.status, request.quote, today) }))
}

export interface PatientQuotePage {
  quote: QuoteView
  state: PatientQuoteState
  /** Days until its last day (0: today), while it is open. */
  daysLeft: number | null
  coordinatorName: string | null
  /** When another quote replaced this one: the newest the patient may open. */
  newestQuoteId: number | null
  /** Each option's booking step 1 (locale-neutral), the assessment at that clinic; none once the accepted plan's assessment is booked. */
  bookingPaths: Record<number, string>
}

/** A quote of the patient's (never a draft), with where it stands today; undefined when it is not theirs. */
export async function patientQuotePage(db: Db, patientId: number, quoteId: number, locale: Locale, now: Date): Promise<PatientQuotePage | undefined> {
  const own = await patientQuoteId(db, patientId, quoteId)
  if (own === undefined) return undefined
  const quote = await quoteView(db, own, locale)
  if (!quote) return undefined
  const today = quoteToday(now)
  const state = patientQuoteState(quote, today)
  const [request, newest, clinics] = await Promise.all([
    db
      .selectFrom('quote_requests as r')
      .innerJoin('services as s', 's.id', 'r.service_id')
      .leftJoin('users as c', 'c.id', 'r.coordinator_id')
      .select(['s.slug as serviceSlug', 'c.name as coordinatorName'])
      .where('r.id', '=', quote.requestId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('quotes')
      .select('id')
      .where('request_id', '=', quote.requestId)
      .where('patient_id', '=', patientId)
      .where('status', '!=', 'draft')
      .orderBy('number', 'desc')
      .executeTakeFirst(),
    quote.options.length
      ? db
          .selectFrom('clinics')
          .select(['id', 'slug'])
          .where(
            'id',
            'in',
            quote.options.map((option) => option.clinic.id),
          )
          .execute()
      : [],
  ])
  const slugs = new Map(clinics.map((clinic) => [clinic.id, clinic.slug]))
  // Once the accepted plan's assessment is booked, the page points to the plan, not to booking it again.
  const booked =
    quote.treatmentId !== null &&
    (await db
      .selectFrom('treatment_steps')
      .select('id')
      .where('treatment_id', '=', quote.treatmentId)
      .where('kind', '=', 'assessment')
      .where('appointment_id', 'is not', null)
      .executeTakeFirst()) !== undefined
  return {
    quote,
    state,
    daysLeft: state === 'open' && quote.validUntil ? daysLeft(quote.validUntil, today) : null,
    coordinatorName: request.coordinatorName,
    newestQuoteId: newest && newest.id !== quote.id ? newest.id : null,
    bookingPaths: booked
      ? {}
      : Object.fromEntries(
          quote.options.map((option) => [option.id, stepOneUrl({ service: request.serviceSlug, clinic: slugs.get(option.clinic.id) })]),
        ),
  }
}

/** The assessment's booking step 1 for the clinic an accepted option named (locale-neutral). */
export async function assessmentBookingPath(db: Db, { serviceId, clinicId }: { serviceId: number; clinicId: number }): Promise<string> {
  const [service, clinic] = await Promise.all([
    db.selectFrom('services').select('slug').where('id', '=', serviceId).executeTakeFirstOrThrow(),
    db.selectFrom('clinics').select('slug').where('id', '=', clinicId).executeTakeFirstOrThrow(),
  ])
  return stepOneUrl({ service: service.slug, clinic: clinic.slug })
}

/** A request as the patient sent it, with its quotes (never a draft); undefined when it is not theirs. */
export async function patientQuoteRequest(db: Db, patientId: number, requestId: number, locale: Locale, now: Date) {
  const detail = await quoteRequestDetail(db, requestId, locale)
  if (!detail || detail.patient.id !== patientId) return undefined
  const quotes = detail.quotes.filter((quote) => quote.status !== 'draft')
  const newest = quotes[0] ?? null
  return {
    id: detail.id,
    status: shownRequestStatus(detail.status, newest, quoteToday(now)),
    service: detail.service,
    adviseMe: detail.adviseMe,
    destinations: detail.destinations,
    clinics: detail.clinics,
    travelFrom: detail.travelFrom,
    travelTo: detail.travelTo,
    country: detail.country,
    currency: detail.currency,
    locale: detail.locale,
    answers: detail.answers,
    message: detail.message,
    attachments: detail.attachments,
    requestedAt: detail.requestedAt,
    coordinatorName: detail.coordinator?.name ?? null,
    quotes,
  }
}

export type PatientQuoteRequest = NonNullable<Awaited<ReturnType<typeof patientQuoteRequest>>>

/** A file the patient attached to their own request, streamed from the conversations store; undefined otherwise. */
export async function patientRequestAttachment(
  db: Db,
  { patientId, requestId, attachmentId }: { patientId: number; requestId: number; attachmentId: number },
  store: FileStore = conversationFileStore(),
): Promise<AttachmentFile | undefined> {
  const own = await db.selectFrom('quote_requests').select('id').where('id', '=', requestId).where('patient_id', '=', patientId).executeTakeFirst()
  if (!own) return undefined
  const row = await requestAttachment(db, requestId, attachmentId)
  if (!row) return undefined
  const file = await store.read(row.storageKey)
  return file && { fileName: row.fileName, contentType: row.contentType, body: file.body, byteSize: file.byteSize }
}
