import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { withPictures } from '~/media/pictures.server'
import { isCurrencyCode, type CurrencyCode } from './money'
import { optionFigures } from './quote-figures'
import { loadQuote, type QuoteOptionRow } from './quote-store.server'
import type { QuoteView, QuoteViewOption } from './quote-view'

/*
 * A quote read for drawing (quote-view.ts): its options with their clinic,
 * city and specialist in the reader's language, and their figures. A draft
 * converts at the newest rate (passed in by the caller, as the console's
 * preview shows it); a sent quote only ever at the rate frozen on it.
 */

type Db = Kysely<Database>

/** The rates a draft would be sent with, per clinic currency (the console's preview); unused once sent. */
export type DraftRates = ReadonlyMap<string, { rate: string; date: string; source: string } | null>

/** A specialist's languages as stored (a JSON list of codes), never failing on a value that is not one. */
function languageCodes(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed)
      ? parsed.filter((code): code is string => typeof code === 'string' && code.trim() !== '').map((code) => code.trim())
      : []
  } catch {
    return []
  }
}

function currency(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new Error(`Unknown currency in a stored quote: ${code}`)
  return code
}

async function optionPlaces(db: Db, options: readonly QuoteOptionRow[], locale: Locale) {
  if (options.length === 0) return { clinics: new Map(), specialists: new Map() }
  const [clinics, specialistRows] = await Promise.all([
    db
      .selectFrom('clinics as c')
      .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'c.destination_id').on('dt.locale', '=', locale))
      .select(['c.id', 'c.name', 'c.address', 'dt.name as city', 'dt.country'])
      .where(
        'c.id',
        'in',
        options.map((option) => option.clinic_id),
      )
      .execute(),
    db
      .selectFrom('specialists as s')
      .leftJoin('specialists_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
      .select([
        's.id',
        's.name',
        'st.title',
        's.years_of_experience as yearsOfExperience',
        's.languages',
        's.image_id as imageId',
        'st.image_alt as imageAlt',
      ])
      .where(
        's.id',
        'in',
        options.map((option) => option.specialist_id),
      )
      .execute(),
  ])
  const specialists = await withPictures(db, specialistRows)
  return { clinics: new Map(clinics.map((row) => [row.id, row])), specialists: new Map(specialists.map((row) => [row.id, row])) }
}

export async function quoteView(db: Db, quoteId: number, locale: Locale, draftRates: DraftRates = new Map()): Promise<QuoteView | undefined> {
  const quote = await loadQuote(db, quoteId)
  if (!quote) return undefined
  const [request, patient, places] = await Promise.all([
    db
      .selectFrom('quote_requests as r')
      .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'r.service_id').on('t.locale', '=', locale))
      .select(['r.id', 'r.service_id', 't.name', 't.slug'])
      .where('r.id', '=', quote.request_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select('name').where('id', '=', quote.patient_id).executeTakeFirstOrThrow(),
    optionPlaces(db, quote.options, locale),
  ])
  const patientCurrency = currency(quote.patient_currency)
  const options: QuoteViewOption[] = quote.options.map((option) => {
    const clinic = places.clinics.get(option.clinic_id)!
    const specialist = places.specialists.get(option.specialist_id)!
    const optionCurrency = currency(option.currency)
    const frozen = option.rate ? { rate: option.rate, date: option.rate_date!, source: option.rate_source! } : null
    const rate = quote.status === 'draft' && optionCurrency !== patientCurrency ? (draftRates.get(optionCurrency) ?? null) : frozen
    const rateText = optionCurrency === patientCurrency ? '1' : (rate?.rate ?? null)
    return {
      id: option.id,
      position: option.position,
      clinic: { id: clinic.id, name: clinic.name, address: clinic.address, city: clinic.city, country: clinic.country },
      specialist: {
        id: specialist.id,
        name: specialist.name,
        title: specialist.title ?? '',
        yearsOfExperience: specialist.yearsOfExperience,
        // Stored as the content editor writes it: a JSON list of language codes (["ca","es","en"]).
        languages: languageCodes(specialist.languages),
        imageUrl: specialist.picture?.src ?? null,
        imageAlt: specialist.picture?.alt ?? '',
      },
      currency: optionCurrency,
      rate: optionCurrency === patientCurrency ? null : rate,
      lines: option.lines.map((line) => ({
        id: line.id,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        included: line.included === 1,
      })),
      notIncluded: option.not_included,
      mayChange: option.may_change,
      figures: optionFigures(
        {
          currency: optionCurrency,
          lines: option.lines.map((line) => ({ amountMinor: line.amount_minor, included: line.included === 1 })),
          mayChangeMaxMinor: option.may_change_max_minor,
          assessmentFeeMinor: option.assessment_fee_minor,
        },
        patientCurrency,
        rateText,
      ),
    }
  })
  const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString())
  return {
    id: quote.id,
    requestId: quote.request_id,
    number: quote.number,
    status: quote.status,
    locale: quote.locale,
    patientCurrency,
    patientName: patient.name,
    service: { id: request.service_id, name: request.name, slug: request.slug },
    note: quote.note,
    validUntil: quote.valid_until,
    sentAt: iso(quote.sent_at),
    decidedAt: iso(quote.decided_at),
    declineReason: quote.decline_reason,
    acceptedOptionId: quote.accepted_option_id,
    treatmentId: quote.treatment_id,
    version: quote.version,
    options,
  }
}
