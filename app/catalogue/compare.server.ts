import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import { getAvailability, WINDOW_DAYS } from '~/booking/availability.server'
import type { ClinicAccreditation, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { latestRate, type FoundRate } from '~/quotes/exchange-rates.server'
import { convert, isCurrencyCode, rateFrom, type CurrencyCode } from '~/quotes/money'
import { ratingSummaries } from '~/reviews/rating-summary.server'
import type { RatingSummary } from '~/reviews/rating'
import { MAX_COMPARED, MIN_COMPARED, type CompareQuery } from './compare-query'

/*
 * Comparing clinics for one treatment (issue 31): what a patient weighs side
 * by side. A clinic offers a treatment where one of its published specialists
 * performs it (as booking and quotes read it). Prices are the clinic's own
 * range in its currency (its destination's); where the patient's currency is
 * known, an approximate figure at the latest reference rate, with its date.
 */

export interface CompareCandidate {
  /** The clinic's stable key (booking links). */
  key: string
  /** Its profile's slug in the page's language. */
  slug: string
  name: string
  city: string
}

/** A range in minor units of `currency`. */
export interface MoneyRange {
  from: number
  to: number
  currency: string
}

/** A figure in the patient's currency, at a reference rate of `rateDate`. */
export interface Approximation extends MoneyRange {
  rateDate: string
}

export interface ComparedSpecialist {
  slug: string
  name: string
  title: string
  yearsOfExperience: number
  rating: RatingSummary
}

export interface ComparedClinic extends CompareCandidate {
  country: string
  /** The destination's slug in the page's language (a quote asks the clinics there). */
  destinationSlug: string
  timeZone: string
  /** What the clinic charges for the treatment; null when it has not said. */
  price: MoneyRange | null
  priceInPatientCurrency: Approximation | null
  /** The first free assessment hour in the booking window: its UTC instant and the clinic's own date. */
  nextHour: { startsAt: string; date: string } | null
  specialists: ComparedSpecialist[]
  rating: RatingSummary
  accreditations: ClinicAccreditation[]
  /** ISO 639-1 codes. */
  languages: string[]
}

export interface ComparedTreatment {
  key: string
  slug: string
  name: string
  assessment: { fee: MoneyRange; inPatientCurrency: Approximation | null; durationMinutes: number } | null
}

export type Comparison =
  | {
      step: 'treatment'
      /** The treatment asked for names nothing published. */
      unknownTreatment: boolean
      /** The clinics kept (slugs in the page's language), to carry into the comparison. */
      clinics: string[]
      /** The treatments to choose from: those every kept clinic offers (all when none is kept or none is shared). */
      treatments: { slug: string; name: string }[]
    }
  | {
      step: 'clinics' | 'compare'
      treatment: ComparedTreatment
      /** Every clinic offering it: the picker's choices. */
      candidates: CompareCandidate[]
      /** The clinics chosen (slugs in the page's language), in the order given. */
      chosen: string[]
      /** More than MAX_COMPARED chosen: the page asks to remove some. */
      tooMany: boolean
      /** Filled when 2 or 3 are chosen. */
      compared: ComparedClinic[]
      patientCurrency: CurrencyCode | null
    }

type Db = Kysely<Database>

/** The published treatment named by a slug in any language or by its key. */
async function findTreatment(db: Db, locale: Locale, slug: string) {
  const owner = await db
    .selectFrom('services as s')
    .leftJoin('services_translations as any', 'any.owner_id', 's.id')
    .select('s.id')
    .where('s.published', '=', 1)
    .where((eb) => eb.or([eb('s.slug', '=', slug), eb('any.slug', '=', slug)]))
    .executeTakeFirst()
  if (!owner) return undefined
  return db
    .selectFrom('services as s')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
    .leftJoin('service_assessments as a', 'a.service_id', 's.id')
    .select([
      's.id',
      's.slug as key',
      't.slug',
      't.name',
      'a.fee_minor as feeMinor',
      'a.currency as feeCurrency',
      'a.duration_minutes as durationMinutes',
    ])
    .where('s.id', '=', owner.id)
    .executeTakeFirst()
}

/** The published clinics where a published specialist performs the service, each with every slug it answers to. */
async function clinicsOffering(db: Db, locale: Locale, serviceId: number | null) {
  let query = db
    .selectFrom('clinics as c')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .leftJoin('clinics_translations as ct', (join) => join.onRef('ct.owner_id', '=', 'c.id').on('ct.locale', '=', locale))
    .select([
      'c.id',
      'c.slug as key',
      'ct.slug',
      'c.name',
      'dt.name as city',
      'dt.country',
      'dt.slug as destinationSlug',
      'd.currency',
      'c.time_zone as timeZone',
      'c.accreditations',
      'c.languages',
    ])
    .where('c.published', '=', 1)
  if (serviceId !== null) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('specialists as sp')
          .innerJoin('service_specialists as ss', 'ss.specialist_id', 'sp.id')
          .select('sp.id')
          .whereRef('sp.clinic_id', '=', 'c.id')
          .where('sp.published', '=', 1)
          .where('ss.service_id', '=', serviceId),
      ),
    )
  }
  const rows = await query.orderBy('c.name').execute()
  const ids = rows.map((row) => row.id)
  const aliases = ids.length ? await db.selectFrom('clinics_translations').select(['owner_id', 'slug']).where('owner_id', 'in', ids).execute() : []
  return rows.map((row) => ({
    ...row,
    slug: row.slug ?? row.key,
    answersTo: new Set([row.key, ...aliases.filter((alias) => alias.owner_id === row.id && alias.slug).map((alias) => alias.slug!)]),
  }))
}

/** The given slugs as the clinics' slugs in the page's language, in order, each once; those naming no clinic here dropped. */
function resolveClinics<T extends { slug: string; answersTo: Set<string> }>(clinics: T[], slugs: string[]): T[] {
  const found: T[] = []
  for (const slug of slugs) {
    const clinic = clinics.find((candidate) => candidate.answersTo.has(slug))
    if (clinic && !found.includes(clinic)) found.push(clinic)
  }
  return found
}

/** The treatments offered by every one of the clinics (all published ones for none). */
async function treatmentChoices(db: Db, locale: Locale, clinicIds: number[]) {
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
    .innerJoin('service_specialists as ss', 'ss.service_id', 's.id')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .select(['s.id', 't.slug', 't.name', 's.position', 'sp.clinic_id as clinicId'])
    .where('s.published', '=', 1)
    .where('sp.published', '=', 1)
    .orderBy('s.position')
    .execute()
  const byService = new Map<number, { slug: string; name: string; clinics: Set<number> }>()
  for (const row of rows) {
    const entry = byService.get(row.id) ?? { slug: row.slug, name: row.name, clinics: new Set<number>() }
    entry.clinics.add(row.clinicId)
    byService.set(row.id, entry)
  }
  const all = [...byService.values()]
  const shared = all.filter((entry) => clinicIds.every((id) => entry.clinics.has(id)))
  return (shared.length > 0 ? shared : all).map(({ slug, name }) => ({ slug, name }))
}

function parseJsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

/** Accreditation records as stored (migration 0025); a bare name (older rows) becomes a record with only its issuer. */
function accreditationsOf(text: string): ClinicAccreditation[] {
  return parseJsonList(text).flatMap((item): ClinicAccreditation[] => {
    if (typeof item === 'string') return item ? [{ issuer: item, number: '', validUntil: null, registerUrl: null }] : []
    if (typeof item !== 'object' || item === null || typeof (item as { issuer?: unknown }).issuer !== 'string') return []
    const record = item as Partial<ClinicAccreditation> & { issuer: string }
    const registerUrl = typeof record.registerUrl === 'string' && /^https?:\/\//.test(record.registerUrl) ? record.registerUrl : null
    return [
      {
        issuer: record.issuer,
        number: typeof record.number === 'string' ? record.number : '',
        validUntil: typeof record.validUntil === 'string' ? record.validUntil : null,
        registerUrl,
      },
    ]
  })
}

function languagesOf(text: string): string[] {
  return parseJsonList(text).filter((code): code is string => typeof code === 'string' && /^[a-z]{2,3}$/.test(code))
}

/** Converts ranges into the patient's currency, one rate per source currency (looked up once). */
function approximator(db: Db, to: CurrencyCode | null, today: string) {
  const rates = new Map<string, Promise<FoundRate | undefined>>()
  return async (range: MoneyRange | null): Promise<Approximation | null> => {
    const from = range?.currency.toUpperCase() ?? ''
    if (!range || !to || from === to || !isCurrencyCode(from)) return null
    if (!rates.has(from)) rates.set(from, latestRate(db, from, to, today))
    const found = await rates.get(from)
    if (!found) return null
    const rate = rateFrom(found.rate)
    return { from: convert(range.from, from, to, rate), to: convert(range.to, from, to, rate), currency: to, rateDate: found.rateDate }
  }
}

/** Days looked at first for a free hour: most clinics have one within the week, and fewer days cost less to compute. */
const FIRST_LOOK_DAYS = 7

/** The first free assessment hour at a clinic within the booking window, or null: the first week, then the rest of it. */
async function nextFreeHour(db: Db, locale: Locale, serviceKey: string, clinic: { key: string; timeZone: string }, at: Date) {
  const today = DateTime.fromJSDate(at, { zone: clinic.timeZone })
  for (const [first, last] of [
    [0, FIRST_LOOK_DAYS - 1],
    [FIRST_LOOK_DAYS, WINDOW_DAYS - 1],
  ] as const) {
    const availability = await getAvailability(db, {
      serviceSlug: serviceKey,
      clinicSlug: clinic.key,
      from: today.plus({ days: first }).toISODate()!,
      to: today.plus({ days: last }).toISODate()!,
      locale,
      now: at,
    })
    for (const day of availability?.days ?? []) {
      const [slot] = day.slots
      if (slot) return { startsAt: slot.startsAt, date: day.date }
    }
  }
  return null
}

/** The currency a signed-in patient last asked a quote in, if any: the site's best knowledge of theirs. */
export async function patientCurrency(db: Db, patientId: number): Promise<CurrencyCode | null> {
  const row = await db
    .selectFrom('quote_requests')
    .select('currency')
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row && isCurrencyCode(row.currency) ? row.currency : null
}

/**
 * What the compare page shows for a query: a treatment to choose, clinics to
 * pick, or the comparison. Slugs given in the other language come back in the
 * page's language (the page redirects to that spelling).
 */
export async function readComparison(
  db: Db,
  options: { locale: Locale; query: CompareQuery; currency: CurrencyCode | null; now: Date },
): Promise<Comparison> {
  const { locale, query, currency, now } = options
  const treatment = query.treatment ? await findTreatment(db, locale, query.treatment) : undefined
  if (!treatment) {
    const clinics = resolveClinics(await clinicsOffering(db, locale, null), query.clinics)
    return {
      step: 'treatment',
      unknownTreatment: query.treatment !== null,
      clinics: clinics.map((clinic) => clinic.slug),
      treatments: await treatmentChoices(
        db,
        locale,
        clinics.map((clinic) => clinic.id),
      ),
    }
  }
  const offering = await clinicsOffering(db, locale, treatment.id)
  const chosen = resolveClinics(offering, query.clinics)
  const tooMany = chosen.length > MAX_COMPARED
  const comparing = chosen.length >= MIN_COMPARED && !tooMany
  const today = now.toISOString().slice(0, 10)
  const approximate = approximator(db, currency, today)
  const fee: MoneyRange | null =
    treatment.feeMinor === null || treatment.feeCurrency === null
      ? null
      : { from: Number(treatment.feeMinor), to: Number(treatment.feeMinor), currency: treatment.feeCurrency }
  const compared = comparing ? await compareClinics(db, locale, treatment, chosen, approximate, now) : []
  return {
    step: comparing ? 'compare' : 'clinics',
    treatment: {
      key: treatment.key,
      slug: treatment.slug,
      name: treatment.name,
      assessment: fee ? { fee, inPatientCurrency: await approximate(fee), durationMinutes: treatment.durationMinutes ?? 0 } : null,
    },
    candidates: offering.map(({ key, slug, name, city }) => ({ key, slug, name, city })),
    chosen: chosen.map((clinic) => clinic.slug),
    tooMany,
    compared,
    patientCurrency: currency,
  }
}

async function compareClinics(
  db: Db,
  locale: Locale,
  treatment: { id: number; key: string },
  clinics: Awaited<ReturnType<typeof clinicsOffering>>,
  approximate: ReturnType<typeof approximator>,
  now: Date,
): Promise<ComparedClinic[]> {
  const ids = clinics.map((clinic) => clinic.id)
  const [prices, specialists, clinicRatings, nextHours] = await Promise.all([
    db.selectFrom('clinic_treatment_prices').selectAll().where('service_id', '=', treatment.id).where('clinic_id', 'in', ids).execute(),
    db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .innerJoin('specialists_translations as st', (join) => join.onRef('st.owner_id', '=', 'sp.id').on('st.locale', '=', locale))
      .select([
        'sp.id',
        'sp.clinic_id as clinicId',
        'sp.slug as key',
        'st.slug',
        'sp.name',
        'st.title',
        'sp.years_of_experience as yearsOfExperience',
      ])
      .where('ss.service_id', '=', treatment.id)
      .where('sp.published', '=', 1)
      .where('sp.clinic_id', 'in', ids)
      .orderBy('ss.position')
      .execute(),
    ratingSummaries(db, 'clinic', ids),
    Promise.all(clinics.map((clinic) => nextFreeHour(db, locale, treatment.key, clinic, now))),
  ])
  const specialistRatings = await ratingSummaries(
    db,
    'specialist',
    specialists.map((specialist) => specialist.id),
  )
  return Promise.all(
    clinics.map(async (clinic, index): Promise<ComparedClinic> => {
      const row = prices.find((price) => price.clinic_id === clinic.id)
      const price = row ? { from: Number(row.price_from), to: Number(row.price_to), currency: clinic.currency } : null
      return {
        key: clinic.key,
        slug: clinic.slug,
        name: clinic.name,
        city: clinic.city,
        country: clinic.country,
        destinationSlug: clinic.destinationSlug,
        timeZone: clinic.timeZone,
        price,
        priceInPatientCurrency: await approximate(price),
        nextHour: nextHours[index] ?? null,
        specialists: specialists
          .filter((specialist) => specialist.clinicId === clinic.id)
          .map((specialist) => ({
            slug: specialist.slug ?? specialist.key,
            name: specialist.name,
            title: specialist.title,
            yearsOfExperience: specialist.yearsOfExperience,
            rating: specialistRatings.get(specialist.id)!,
          })),
        rating: clinicRatings.get(clinic.id)!,
        accreditations: accreditationsOf(clinic.accreditations),
        languages: languagesOf(clinic.languages),
      }
    }),
  )
}

/** The clinics a treatment can be compared at (the picker on its page), by the treatment's key. */
export async function compareCandidates(db: Db, locale: Locale, serviceKey: string): Promise<CompareCandidate[]> {
  const service = await db.selectFrom('services').select('id').where('slug', '=', serviceKey).where('published', '=', 1).executeTakeFirst()
  if (!service) return []
  return (await clinicsOffering(db, locale, service.id)).map(({ key, slug, name, city }) => ({ key, slug, name, city }))
}
