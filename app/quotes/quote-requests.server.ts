import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database, QuoteRequestStatus, QuoteStatus } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { latestRate } from './exchange-rates.server'
import { isCurrencyCode } from './money'
import type { DraftRates } from './quote-view.server'

/*
 * Quote requests as the patient's account and the console list and show them
 * (issue 30). A request's status is what the patient follows; its quotes (a
 * first answer, reissues) hang under it, the newest the one that counts.
 * Visitors' drafts (no patient yet) are nobody's to see.
 */

type Db = Kysely<Database>

export interface QuoteSummary {
  id: number
  number: number
  status: QuoteStatus
  validUntil: string | null
  sentAt: string | null
}

export interface QuoteRequestSummary {
  id: number
  status: QuoteRequestStatus
  serviceName: string
  requestedAt: string
  /** The newest quote the patient may see (sent or decided; never a draft). */
  quote: QuoteSummary | null
}

const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString())

function summary(row: { id: number; number: number; status: QuoteStatus; valid_until: string | null; sent_at: Date | string | null }): QuoteSummary {
  return { id: row.id, number: row.number, status: row.status, validUntil: row.valid_until, sentAt: iso(row.sent_at) }
}

/** The newest quote of each request that is not a draft (or, for staff, any). */
async function newestQuotes(db: Db, requestIds: readonly number[], { drafts }: { drafts: boolean }) {
  if (requestIds.length === 0) return new Map<number, QuoteSummary>()
  let query = db.selectFrom('quotes').select(['id', 'request_id', 'number', 'status', 'valid_until', 'sent_at']).where('request_id', 'in', requestIds)
  if (!drafts) query = query.where('status', '!=', 'draft')
  const rows = await query.orderBy('request_id').orderBy('number').execute()
  return new Map(rows.map((row) => [row.request_id, summary(row)]))
}

/** A patient's requests, newest first: their account's Quotes list. */
export async function patientQuoteRequests(db: Db, patientId: number, locale: Locale): Promise<QuoteRequestSummary[]> {
  const rows = await db
    .selectFrom('quote_requests as r')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'r.service_id').on('t.locale', '=', locale))
    .select(['r.id', 'r.status', 't.name', 'r.requested_at'])
    .where('r.patient_id', '=', patientId)
    .orderBy('r.id', 'desc')
    .execute()
  const quotes = await newestQuotes(
    db,
    rows.map((row) => row.id),
    { drafts: false },
  )
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    serviceName: row.name,
    requestedAt: iso(row.requested_at)!,
    quote: quotes.get(row.id) ?? null,
  }))
}

/** The patient's own quote (never a draft), or undefined: another patient's quote does not exist for them. */
export async function patientQuoteId(db: Db, patientId: number, quoteId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('quotes')
    .select('id')
    .where('id', '=', quoteId)
    .where('patient_id', '=', patientId)
    .where('status', '!=', 'draft')
    .executeTakeFirst()
  return row?.id
}

export interface StaffQuoteRequestRow extends QuoteRequestSummary {
  patient: { id: number; name: string; email: string }
  coordinator: { id: number; name: string } | null
  currency: string
  locale: string
  /** Since when the patient waits for a quote (requested or in preparation), else null. */
  waitingSince: string | null
}

/** The statuses the console filters by, in the order of the work. */
export const STAFF_REQUEST_FILTERS = ['waiting', 'requested', 'in_preparation', 'sent', 'accepted', 'declined', 'expired', 'all'] as const
export type StaffRequestFilter = (typeof STAFF_REQUEST_FILTERS)[number]

const WAITING: QuoteRequestStatus[] = ['requested', 'in_preparation']

/** The console's Quotes list: waiting ones longest-waiting first, others newest first. At most `limit` rows. */
export async function staffQuoteRequests(
  db: Db,
  { filter, locale, limit = 100 }: { filter: StaffRequestFilter; locale: Locale; limit?: number },
): Promise<StaffQuoteRequestRow[]> {
  let query = db
    .selectFrom('quote_requests as r')
    .innerJoin('users as p', 'p.id', 'r.patient_id')
    .leftJoin('users as c', 'c.id', 'r.coordinator_id')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'r.service_id').on('t.locale', '=', locale))
    .select([
      'r.id',
      'r.status',
      't.name as serviceName',
      'r.requested_at',
      'r.currency',
      'r.locale',
      'p.id as patientId',
      'p.name as patientName',
      'p.email as patientEmail',
      'c.id as coordinatorId',
      'c.name as coordinatorName',
    ])
    .where('r.patient_id', 'is not', null)
  if (filter === 'waiting') query = query.where('r.status', 'in', WAITING)
  else if (filter !== 'all') query = query.where('r.status', '=', filter)
  query =
    WAITING.includes(filter as QuoteRequestStatus) || filter === 'waiting'
      ? query.orderBy('r.requested_at').orderBy('r.id')
      : query.orderBy('r.id', 'desc')
  const rows = await query.limit(limit).execute()
  const quotes = await newestQuotes(
    db,
    rows.map((row) => row.id),
    { drafts: true },
  )
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    serviceName: row.serviceName,
    requestedAt: iso(row.requested_at)!,
    quote: quotes.get(row.id) ?? null,
    patient: { id: row.patientId, name: row.patientName, email: row.patientEmail },
    coordinator: row.coordinatorId === null ? null : { id: row.coordinatorId, name: row.coordinatorName! },
    currency: row.currency,
    locale: row.locale,
    waitingSince: WAITING.includes(row.status) ? iso(row.requested_at) : null,
  }))
}

/** How many requests wait for a quote, and since when the oldest (the console's Today and navigation badge). */
export async function waitingQuoteRequests(db: Db): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('quote_requests')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('requested_at').as('oldest')])
    .where('status', 'in', WAITING)
    .where('patient_id', 'is not', null)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest === null ? null : iso(row.oldest as Date | string) }
}

export interface QuoteRequestDetail {
  id: number
  status: QuoteRequestStatus
  patient: { id: number; name: string; email: string }
  coordinator: { id: number; name: string } | null
  service: { id: number; name: string }
  adviseMe: boolean
  destinations: { id: number; name: string }[]
  clinics: { id: number; name: string }[]
  travelFrom: string
  travelTo: string
  country: string
  currency: string
  /** The language the patient wrote in (and the quote's texts must be written in). */
  locale: string
  answers: { question: string; answer: string }[]
  message: string
  attachments: { id: number; fileName: string; contentType: string; byteSize: number }[]
  requestedAt: string
  quotes: QuoteSummary[]
}

const idList = (text: string) => (text === '' ? [] : text.split(',').map(Number))

/** A request with everything a coordinator answers it from (the console's request page, GET /v1/admin/quote-requests/{id}). */
export async function quoteRequestDetail(db: Db, requestId: number, locale: Locale): Promise<QuoteRequestDetail | undefined> {
  const row = await db
    .selectFrom('quote_requests as r')
    .innerJoin('users as p', 'p.id', 'r.patient_id')
    .leftJoin('users as c', 'c.id', 'r.coordinator_id')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'r.service_id').on('t.locale', '=', locale))
    .selectAll('r')
    .select(['p.name as patientName', 'p.email as patientEmail', 'c.name as coordinatorName', 't.name as serviceName'])
    .where('r.id', '=', requestId)
    .executeTakeFirst()
  if (!row || row.patient_id === null) return undefined
  const destinationIds = idList(row.destination_ids)
  const clinicIds = idList(row.clinic_ids)
  const [destinations, clinics, attachments, quotes] = await Promise.all([
    destinationIds.length
      ? db
          .selectFrom('destinations_translations')
          .select(['owner_id as id', 'name'])
          .where('owner_id', 'in', destinationIds)
          .where('locale', '=', locale)
          .execute()
      : [],
    clinicIds.length ? db.selectFrom('clinics').select(['id', 'name']).where('id', 'in', clinicIds).execute() : [],
    db
      .selectFrom('quote_request_attachments')
      .select(['id', 'file_name as fileName', 'content_type as contentType', 'byte_size as byteSize'])
      .where('request_id', '=', row.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('quotes')
      .select(['id', 'number', 'status', 'valid_until', 'sent_at'])
      .where('request_id', '=', row.id)
      .orderBy('number', 'desc')
      .execute(),
  ])
  return {
    id: row.id,
    status: row.status,
    patient: { id: row.patient_id, name: row.patientName, email: row.patientEmail },
    coordinator: row.coordinator_id === null ? null : { id: row.coordinator_id, name: row.coordinatorName! },
    service: { id: row.service_id, name: row.serviceName },
    adviseMe: row.advise_me === 1,
    destinations,
    clinics,
    travelFrom: row.travel_from,
    travelTo: row.travel_to,
    country: row.country,
    currency: row.currency,
    locale: row.locale,
    answers: JSON.parse(row.answers) as { question: string; answer: string }[],
    message: row.message,
    attachments,
    requestedAt: iso(row.requested_at)!,
    quotes: quotes.map(summary),
  }
}

/** The rate each clinic currency of a draft would be sent with today (null: none, the quote cannot be sent yet). */
export async function draftRates(db: Db, currencies: readonly string[], patientCurrency: string, today: string): Promise<DraftRates> {
  const rates = new Map<string, { rate: string; date: string; source: string } | null>()
  if (!isCurrencyCode(patientCurrency)) return rates
  for (const code of new Set(currencies)) {
    if (!isCurrencyCode(code) || code === patientCurrency) continue
    const found = await latestRate(db, code, patientCurrency, today)
    rates.set(code, found ? { rate: found.rate, date: found.rateDate, source: found.source } : null)
  }
  return rates
}

/** The attachment of a request, for a download (the caller has checked who may see the request). */
export function requestAttachment(db: Db, requestId: number, attachmentId: number) {
  return db
    .selectFrom('quote_request_attachments')
    .select(['storage_key as storageKey', 'file_name as fileName', 'content_type as contentType', 'byte_size as byteSize'])
    .where('id', '=', attachmentId)
    .where('request_id', '=', requestId)
    .executeTakeFirst()
}
