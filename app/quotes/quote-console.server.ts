import type { Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { patientConversationForStaff } from '~/conversations/conversation-access.server'
import { toDate } from '~/db/dialect.server'
import type { Database, QuoteStatus } from '~/db/schema'
import { isLocale, type Locale } from '~/i18n/locales'
import { latestRate } from './exchange-rates.server'
import { convert, isCurrencyCode, rateFrom, type CurrencyCode } from './money'
import type { BuilderChoice, UsualFee } from './quote-builder-form'
import {
  draftRates,
  quoteRequestDetail,
  staffQuoteRequests,
  waitingQuoteRequests,
  type QuoteRequestDetail,
  type StaffQuoteRequestRow,
  type StaffRequestFilter,
} from './quote-requests.server'
import { quoteView } from './quote-view.server'
import type { QuoteView } from './quote-view'

/*
 * What the console's Quotes pages show (issue 30): how many requests each
 * filter of the list holds, and, on a request's page: the request as the
 * patient sent it, its quotes' history, and the quote at hand — the draft
 * being built, with its figures at today's rates, or the newest (or a chosen)
 * quote as it was sent — with what the builder offers: the specialists who
 * perform the treatment at each clinic, in its currency, and the treatment's
 * usual assessment fee.
 */

type Db = Kysely<Database>

/** How many requests each filter of the list holds (visitors' drafts are nobody's). */
export async function quoteRequestCounts(db: Db): Promise<Record<StaffRequestFilter, number>> {
  const rows = await db
    .selectFrom('quote_requests')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('patient_id', 'is not', null)
    .groupBy('status')
    .execute()
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0)
  return {
    waiting: of('requested') + of('in_preparation'),
    requested: of('requested'),
    in_preparation: of('in_preparation'),
    sent: of('sent'),
    accepted: of('accepted'),
    declined: of('declined'),
    expired: of('expired'),
    all: rows.reduce((sum, row) => sum + (row.status === 'draft' ? 0 : Number(row.count)), 0),
  }
}

export interface SpecialistChoice extends BuilderChoice {
  specialistName: string
  clinicName: string
  city: string
}

/**
 * The specialists who perform `serviceId` (the catalogue's service_specialists), with their clinic, its
 * city and currency, clinic by clinic; the published ones, and those `keep` names (already in a draft).
 */
export async function specialistChoices(db: Db, serviceId: number, locale: Locale, keep: readonly number[] = []): Promise<SpecialistChoice[]> {
  const rows = await db
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 'sp.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .leftJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .select(['sp.id as specialistId', 'sp.name as specialistName', 'c.id as clinicId', 'c.name as clinicName', 'dt.name as city', 'd.currency'])
    .where('ss.service_id', '=', serviceId)
    .where((eb) =>
      keep.length
        ? eb.or([eb.and([eb('sp.published', '=', 1), eb('c.published', '=', 1)]), eb('sp.id', 'in', keep)])
        : eb.and([eb('sp.published', '=', 1), eb('c.published', '=', 1)]),
    )
    .orderBy('c.name')
    .orderBy('sp.name')
    .execute()
  return rows.flatMap((row) =>
    isCurrencyCode(row.currency)
      ? [
          {
            specialistId: row.specialistId,
            specialistName: row.specialistName,
            clinicId: row.clinicId,
            clinicName: row.clinicName,
            city: row.city ?? '',
            currency: row.currency,
          },
        ]
      : [],
  )
}

/**
 * The treatment's usual assessment fee (what the booking charges), or null; with the same fee at today's
 * reference rate in the currency of every clinic that performs it (none where no rate is known).
 */
export async function usualAssessmentFee(db: Db, serviceId: number, today: string): Promise<UsualFee | null> {
  const row = await db.selectFrom('service_assessments').select(['fee_minor', 'currency']).where('service_id', '=', serviceId).executeTakeFirst()
  if (!row) return null
  const fee: UsualFee = { amountMinor: Number(row.fee_minor), currency: row.currency, converted: {} }
  const from = row.currency
  if (!isCurrencyCode(from)) return fee
  const clinicCurrencies = await db
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as s', 's.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 's.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .select('d.currency')
    .distinct()
    .where('ss.service_id', '=', serviceId)
    .execute()
  for (const { currency } of clinicCurrencies) {
    if (!isCurrencyCode(currency) || currency === from) continue
    const found = await latestRate(db, from, currency, today)
    if (found) fee.converted![currency] = convert(fee.amountMinor, from, currency, rateFrom(found.rate))
  }
  return fee
}

/** How many of Today's waiting requests are listed (the count is whole). */
const TODAY_LISTED = 5

export interface QuotesWaiting {
  count: number
  /** The longest-waiting first. */
  oldest: Pick<StaffQuoteRequestRow, 'id' | 'serviceName' | 'patient' | 'waitingSince' | 'coordinator'>[]
}

/** Today's card: the requests waiting for a quote, the longest-waiting few. */
export async function quotesWaiting(db: Db, locale: Locale): Promise<QuotesWaiting> {
  const [{ count }, rows] = await Promise.all([waitingQuoteRequests(db), staffQuoteRequests(db, { filter: 'waiting', locale, limit: TODAY_LISTED })])
  return {
    count,
    oldest: rows.map(({ id, serviceName, patient, waitingSince, coordinator }) => ({ id, serviceName, patient, waitingSince, coordinator })),
  }
}

export interface QuoteHistoryEntry {
  id: number
  number: number
  status: QuoteStatus
  validUntil: string | null
  sentAt: string | null
  decidedAt: string | null
  declineReason: string | null
}

/** A request's quotes, newest first, with when each was decided and the reason a patient gave for declining. */
export async function quoteHistory(db: Db, requestId: number): Promise<QuoteHistoryEntry[]> {
  const rows = await db
    .selectFrom('quotes')
    .select(['id', 'number', 'status', 'valid_until', 'sent_at', 'decided_at', 'decline_reason'])
    .where('request_id', '=', requestId)
    .orderBy('number', 'desc')
    .execute()
  const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString())
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    validUntil: row.valid_until,
    sentAt: iso(row.sent_at),
    decidedAt: iso(row.decided_at),
    declineReason: row.decline_reason,
  }))
}

/** A rate a draft would be sent with today, per clinic currency (null: none yet). */
export interface DraftRate {
  from: CurrencyCode
  to: CurrencyCode
  rate: { rate: string; date: string; source: string } | null
}

export interface QuoteRequestPage {
  request: QuoteRequestDetail
  /** The patient's care conversation, when the caller may open it. */
  conversationId: number | null
  history: QuoteHistoryEntry[]
  /** The quote shown: the draft, else the one asked for, else the newest; null before the first. */
  quote: QuoteView | null
  /** For a draft: the rate of each clinic currency of its options into the patient's. */
  rates: DraftRate[]
  choices: SpecialistChoice[]
  usualFee: UsualFee | null
  /** The language the quote's texts are written in (the patient's). */
  quoteLocale: Locale
  /** Today (UTC), as sending dates validity and rates. */
  today: string
}

/**
 * Everything the page draws, read for `caller` in the console's language; undefined when there is no such
 * request. `shownQuoteId` picks a quote of the history to read (ignored while a draft exists, and when not the request's).
 */
export async function quoteRequestPage(
  db: Db,
  caller: StaffCaller,
  { requestId, shownQuoteId, locale, now }: { requestId: number; shownQuoteId?: number; locale: Locale; now: Date },
): Promise<QuoteRequestPage | undefined> {
  const request = await quoteRequestDetail(db, requestId, locale)
  if (!request) return undefined
  const today = now.toISOString().slice(0, 10)
  const [history, conversation, usualFee] = await Promise.all([
    quoteHistory(db, requestId),
    patientConversationForStaff(db, caller, request.patient.id),
    usualAssessmentFee(db, request.service.id, today),
  ])
  const draft = history.find((entry) => entry.status === 'draft')
  const shown = draft ?? history.find((entry) => entry.id === shownQuoteId) ?? history[0]
  let quote = shown ? ((await quoteView(db, shown.id, locale)) ?? null) : null
  const choices = await specialistChoices(
    db,
    request.service.id,
    locale,
    (quote?.options ?? []).map((option) => option.specialist.id),
  )
  // Today's rate of every currency the builder may price in (a missing one is seen before it is chosen).
  let rates: DraftRate[] = []
  const patientCurrency = request.currency
  if (isCurrencyCode(patientCurrency) && (!quote || quote.status === 'draft')) {
    const currencies = [...choices.map((choice) => choice.currency), ...(quote?.options ?? []).map((option) => option.currency)]
    const found = await draftRates(db, currencies, patientCurrency, today)
    rates = [...found.entries()].flatMap(([from, rate]) => (isCurrencyCode(from) ? [{ from, to: patientCurrency, rate }] : []))
    if (quote) quote = (await quoteView(db, quote.id, locale, found)) ?? null
  }
  return {
    request,
    conversationId: conversation?.id ?? null,
    history,
    quote,
    rates,
    choices,
    usualFee,
    quoteLocale: isLocale(request.locale) ? request.locale : 'en',
    today,
  }
}
