import type { Kysely, Selectable } from 'kysely'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import type { Database, QuoteRequestsTable } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { CURRENCY_CODES, defaultCurrencyFor } from './money'
import { QUOTE_COUNTRIES } from './quote-request-rules'

/*
 * What the request-for-a-quote pages read (issue 30): the treatments a
 * patient may ask about (all, or those offered in one destination), one
 * treatment with the destinations it is offered in and, under each, its
 * clinics where a specialist performs it, and the questions it asks; the
 * country and currency lists in the page's language; and a visitor's draft
 * as the review page shows it. Published content only, as the public site.
 */

type Db = Kysely<Database>

export interface QuoteServiceChoice {
  slug: string
  name: string
  summary: string
  icon: string
}

/** The treatments one may ask a quote for, in catalogue order; only those offered in `destinationId` when given. */
export async function quoteServiceChoices(db: Db, locale: Locale, destinationId?: number): Promise<QuoteServiceChoice[]> {
  let query = db
    .selectFrom('services as s')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
    .select(['t.slug', 't.name', 't.summary', 's.icon'])
    .where('s.published', '=', 1)
  if (destinationId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('service_destinations as sd')
          .select('sd.service_id')
          .whereRef('sd.service_id', '=', 's.id')
          .where('sd.destination_id', '=', destinationId),
      ),
    )
  return query.orderBy('s.position').execute()
}

export interface QuoteDestinationChoice {
  id: number
  slug: string
  name: string
  country: string
  clinics: { id: number; name: string }[]
}

export interface QuoteServiceForm {
  id: number
  slug: string
  name: string
  destinations: QuoteDestinationChoice[]
  /** The questions the patient answers, in the page's language and order (their answers are answer.0, answer.1…). */
  questions: string[]
}

/** A published treatment by its slug in `locale`, with where it is offered and what it asks; undefined if there is none. */
export async function quoteServiceForm(db: Db, locale: Locale, slug: string): Promise<QuoteServiceForm | undefined> {
  const service = await db
    .selectFrom('services as s')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
    .select(['s.id', 't.slug', 't.name'])
    .where('t.slug', '=', slug)
    .where('s.published', '=', 1)
    .executeTakeFirst()
  if (!service) return undefined
  const [destinations, clinics, questions] = await Promise.all([
    db
      .selectFrom('service_destinations as sd')
      .innerJoin('destinations as d', 'd.id', 'sd.destination_id')
      .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
      .select(['d.id', 'dt.slug', 'dt.name', 'dt.country'])
      .where('sd.service_id', '=', service.id)
      .where('d.published', '=', 1)
      .orderBy('sd.position')
      .execute(),
    // The clinics where a specialist performs it (as booking lists them), each under its destination.
    db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .innerJoin('clinics as c', 'c.id', 'sp.clinic_id')
      .select(['c.id', 'c.name', 'c.destination_id'])
      .distinct()
      .where('ss.service_id', '=', service.id)
      .where('sp.published', '=', 1)
      .where('c.published', '=', 1)
      .orderBy('c.name')
      .execute(),
    quoteQuestions(db, service.id, locale),
  ])
  return {
    ...service,
    destinations: destinations.map((destination) => ({
      ...destination,
      clinics: clinics.filter((clinic) => clinic.destination_id === destination.id).map(({ id, name }) => ({ id, name })),
    })),
    questions,
  }
}

/**
 * The slug in `locale` of a published treatment or destination named by `slug` in another language or
 * by its stable key (a link kept across the language switch), or undefined.
 */
export async function localizedSlug(db: Db, kind: 'service' | 'destination', slug: string, locale: Locale): Promise<string | undefined> {
  const rows =
    kind === 'service'
      ? await db
          .selectFrom('services as o')
          .innerJoin('services_translations as t', 't.owner_id', 'o.id')
          .select(['o.id', 'o.slug as key', 't.slug', 't.locale'])
          .where('o.published', '=', 1)
          .where((eb) => eb.or([eb('o.slug', '=', slug), eb('t.slug', '=', slug)]))
          .execute()
      : await db
          .selectFrom('destinations as o')
          .innerJoin('destinations_translations as t', 't.owner_id', 'o.id')
          .select(['o.id', 'o.slug as key', 't.slug', 't.locale'])
          .where('o.published', '=', 1)
          .where((eb) => eb.or([eb('o.slug', '=', slug), eb('t.slug', '=', slug)]))
          .execute()
  const owner = rows.find((row) => row.slug === slug || row.key === slug)?.id
  if (owner === undefined) return undefined
  // The owner's slug here: read again when only the other language's row matched.
  const here = rows.find((row) => row.id === owner && row.locale === locale)
  if (here) return here.slug
  const table = kind === 'service' ? ('services_translations' as const) : ('destinations_translations' as const)
  const row = await db.selectFrom(table).select('slug').where('owner_id', '=', owner).where('locale', '=', locale).executeTakeFirst()
  return row?.slug
}

/** A published destination by its slug in `locale`. */
export function quoteDestination(db: Db, locale: Locale, slug: string) {
  return db
    .selectFrom('destinations as d')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .select(['d.id', 'dt.slug', 'dt.name'])
    .where('dt.slug', '=', slug)
    .where('d.published', '=', 1)
    .executeTakeFirst()
}

/** The countries of the form with their names in `locale`, by name, each with the currency it is offered first. */
export function quoteCountryChoices(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return QUOTE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code, currency: defaultCurrencyFor(code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}

/** The currencies the site knows, with their names in `locale`, by name. */
export function quoteCurrencyChoices(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: 'currency' })
  const collator = new Intl.Collator(locale)
  return CURRENCY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name))
}

export interface VisitorDraftView {
  service: { slug: string | null; name: string }
  adviseMe: boolean
  destinations: string[]
  clinics: string[]
  travelFrom: string
  travelTo: string
  country: string
  countryName: string
  currency: string
  currencyName: string
  answers: { question: string; answer: string }[]
  message: string
  files: { fileName: string; byteSize: number }[]
}

const idList = (text: string) => (text === '' ? [] : text.split(',').map(Number))

/** A visitor's draft as its review page shows it, names in `locale` (the answers stay in the language they were written in). */
export async function visitorDraftView(db: Db, draft: Selectable<QuoteRequestsTable>, locale: Locale): Promise<VisitorDraftView> {
  const destinationIds = idList(draft.destination_ids)
  const clinicIds = idList(draft.clinic_ids)
  const [service, destinations, clinics, files] = await Promise.all([
    db
      .selectFrom('services_translations')
      .select(['slug', 'name'])
      .where('owner_id', '=', draft.service_id)
      .where('locale', '=', locale)
      .executeTakeFirst(),
    destinationIds.length
      ? db
          .selectFrom('destinations_translations')
          .select(['owner_id', 'name', 'country'])
          .where('owner_id', 'in', destinationIds)
          .where('locale', '=', locale)
          .execute()
      : [],
    clinicIds.length ? db.selectFrom('clinics').select(['id', 'name']).where('id', 'in', clinicIds).execute() : [],
    db
      .selectFrom('quote_request_attachments')
      .select(['file_name as fileName', 'byte_size as byteSize'])
      .where('request_id', '=', draft.id)
      .orderBy('id')
      .execute(),
  ])
  // In the order the patient ticked them (the form's order).
  const byId = <T extends { name: string }>(rows: T[], id: (row: T) => number, ids: number[]) =>
    ids.flatMap((wanted) => rows.filter((row) => id(row) === wanted))
  return {
    service: { slug: service?.slug ?? null, name: service?.name ?? '' },
    adviseMe: draft.advise_me === 1,
    destinations: byId(destinations, (row) => row.owner_id, destinationIds).map((row) => `${row.name}, ${row.country}`),
    clinics: byId(clinics, (row) => row.id, clinicIds).map((row) => row.name),
    travelFrom: draft.travel_from,
    travelTo: draft.travel_to,
    country: draft.country,
    countryName: new Intl.DisplayNames([locale], { type: 'region' }).of(draft.country) ?? draft.country,
    currency: draft.currency,
    currencyName: new Intl.DisplayNames([locale], { type: 'currency' }).of(draft.currency) ?? draft.currency,
    answers: JSON.parse(draft.answers) as { question: string; answer: string }[],
    message: draft.message,
    files,
  }
}
