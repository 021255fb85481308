import type { Kysely } from 'kysely'
import { nextFreeAssessment, type NextAssessment } from '~/booking/next-assessment.server'
import type { ClinicAccreditation, Database } from '~/db/schema'
import { minorUnitsPerUnit } from '~/i18n/money'
import type { Locale } from '~/i18n/locales'
import { withPictures } from '~/media/pictures.server'
import { ratingSummaries, ratingSummary } from '~/reviews/rating-summary.server'
import type { RatingSummary } from '~/reviews/rating'
import type { PictureData } from '~/ui/content-picture'

/*
 * A clinic's public profile (issue 31): what a patient weighs before
 * travelling to it for surgery, read in one set of queries (no per-row reads).
 * Empty texts and lists stay empty: the page leaves out what is not known.
 */

export interface ClinicProfile {
  /** The page's slug in the page's language. */
  slug: string
  /** The clinic's stable key (booking links, the API): never changes with an edit. */
  key: string
  name: string
  /** A fictional clinic shown as an example (the seed's): the page says so. */
  example: boolean
  description: string
  address: string
  timeZone: string
  /** Where the clinic itself is, when the editor gave it. */
  latitude: number | null
  longitude: number | null
  /** How to get there from the airport, paragraphs separated by blank lines ('' when not given). */
  gettingThere: string[]
  equipment: string[]
  /** ISO 639-1 codes spoken by its staff. */
  languages: string[]
  accreditations: ClinicAccreditation[]
  picture: PictureData | null
  destination: {
    slug: string
    key: string
    name: string
    country: string
    countryCode: string
    currency: string
    latitude: number
    longitude: number
  }
  /** The treatments it offers, in catalogue order, with its own price range (whole units of the destination's currency) where known. */
  treatments: {
    slug: string
    key: string
    name: string
    icon: string
    category: 'eye' | 'other'
    price: { from: number; to: number } | null
    /** Performed by its specialists: an assessment can be booked for it here. */
    bookable: boolean
  }[]
  specialists: SpecialistCardData[]
  rating: RatingSummary
  nextAssessment: NextAssessment | null
}

export interface SpecialistCardData {
  slug: string
  name: string
  title: string
  yearsOfExperience: number
  picture: PictureData | null
}

/** One per line, trimmed, blank lines dropped. */
export const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** Paragraphs separated by blank lines, each trimmed. */
export const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/(?:\r\n|\r|\n)\s*(?:\r\n|\r|\n)/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** Accreditations as stored (records since migration 0025; a bare name reads as an issuer alone). */
export function parseAccreditations(json: string): ClinicAccreditation[] {
  const parsed = JSON.parse(json) as unknown
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((item: unknown) => {
    if (typeof item === 'string') return item.trim() ? [{ issuer: item.trim(), number: '', validUntil: null, registerUrl: null }] : []
    if (!item || typeof item !== 'object') return []
    const record = item as Partial<ClinicAccreditation>
    if (typeof record.issuer !== 'string' || !record.issuer.trim()) return []
    // Only an http(s) address is ever linked.
    const registerUrl = typeof record.registerUrl === 'string' && /^https?:\/\//i.test(record.registerUrl) ? record.registerUrl : null
    return [
      {
        issuer: record.issuer.trim(),
        number: typeof record.number === 'string' ? record.number.trim() : '',
        validUntil: typeof record.validUntil === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(record.validUntil) ? record.validUntil : null,
        registerUrl,
      },
    ]
  })
}

/** ISO 639-1 codes as stored (a JSON list). */
export function parseLanguages(json: string): string[] {
  const parsed = JSON.parse(json) as unknown
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string' && /^[a-z]{2,3}$/.test(code)) : []
}

/** The published clinic whose slug in `locale` is `slug`. */
export async function getClinicProfile(db: Kysely<Database>, locale: Locale, slug: string, now = new Date()): Promise<ClinicProfile | undefined> {
  const row = await db
    .selectFrom('clinics as c')
    .innerJoin('clinics_translations as t', (join) => join.onRef('t.owner_id', '=', 'c.id').on('t.locale', '=', locale))
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .select([
      'c.id',
      't.slug',
      'c.slug as key',
      'c.name',
      'c.example',
      't.description',
      'c.address',
      'c.time_zone as timeZone',
      'c.latitude',
      'c.longitude',
      't.getting_there as gettingThere',
      't.equipment',
      'c.languages',
      'c.accreditations',
      'c.image_id as imageId',
      't.image_alt as imageAlt',
      'dt.slug as destinationSlug',
      'd.slug as destinationKey',
      'dt.name as destinationName',
      'dt.country',
      'd.country_code as countryCode',
      'd.currency',
      'd.latitude as destinationLatitude',
      'd.longitude as destinationLongitude',
    ])
    .where('t.slug', '=', slug)
    .where('c.published', '=', 1)
    .executeTakeFirst()
  if (!row) return undefined
  // The treatments its published specialists perform: those a patient can book an assessment for here.
  const performedHere = db
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
    .select('ss.service_id')
    .where('sp.clinic_id', '=', row.id)
    .where('sp.published', '=', 1)
  const [treatments, specialists, [withPicture], rating, nextAssessment] = await Promise.all([
    db
      .selectFrom('services as s')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
      .leftJoin('clinic_treatment_prices as p', (join) => join.onRef('p.service_id', '=', 's.id').on('p.clinic_id', '=', row.id))
      .select(['st.slug', 's.slug as key', 'st.name', 's.icon', 's.category', 'p.price_from as priceFrom', 'p.price_to as priceTo'])
      .select((eb) => eb('s.id', 'in', performedHere).as('performed'))
      .where('s.published', '=', 1)
      .where((eb) => eb.or([eb('p.clinic_id', 'is not', null), eb('s.id', 'in', performedHere)]))
      .orderBy('s.position')
      .execute(),
    specialistCards(db, locale, row.id),
    withPictures(db, [{ imageId: row.imageId, imageAlt: row.imageAlt }]),
    ratingSummary(db, 'clinic', row.id),
    nextFreeAssessment(db, row.id, now),
  ])
  const perUnit = minorUnitsPerUnit(row.currency)
  return {
    slug: row.slug,
    key: row.key,
    name: row.name,
    example: Number(row.example) === 1,
    description: row.description,
    address: row.address,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    gettingThere: paragraphs(row.gettingThere),
    equipment: lines(row.equipment),
    languages: parseLanguages(row.languages),
    accreditations: parseAccreditations(row.accreditations),
    picture: withPicture!.picture,
    destination: {
      slug: row.destinationSlug,
      key: row.destinationKey,
      name: row.destinationName,
      country: row.country,
      countryCode: row.countryCode,
      currency: row.currency,
      latitude: row.destinationLatitude,
      longitude: row.destinationLongitude,
    },
    treatments: treatments.map(({ priceFrom, priceTo, performed, ...treatment }) => ({
      ...treatment,
      bookable: Boolean(performed),
      price: priceFrom === null || priceTo === null ? null : { from: Number(priceFrom) / perUnit, to: Number(priceTo) / perUnit },
    })),
    specialists,
    rating,
    nextAssessment,
  }
}

/** A clinic's published specialists as cards (name order). */
async function specialistCards(db: Kysely<Database>, locale: Locale, clinicId: number): Promise<SpecialistCardData[]> {
  const rows = await db
    .selectFrom('specialists as s')
    .innerJoin('specialists_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
    .select(['st.slug', 's.name', 'st.title', 's.years_of_experience as yearsOfExperience', 's.image_id as imageId', 'st.image_alt as imageAlt'])
    .where('s.clinic_id', '=', clinicId)
    .where('s.published', '=', 1)
    .orderBy('s.name')
    .execute()
  return withPictures(db, rows)
}

/** A clinic as the index of partner clinics lists it. */
export interface ClinicListItem {
  slug: string
  name: string
  address: string
  example: boolean
  picture: PictureData | null
  rating: RatingSummary
  specialists: number
}

/** Every published clinic by destination (destinations in catalogue order, clinics by name), for /clinics. */
export async function listClinicsByDestination(db: Kysely<Database>, locale: Locale) {
  const rows = await db
    .selectFrom('clinics as c')
    .innerJoin('clinics_translations as t', (join) => join.onRef('t.owner_id', '=', 'c.id').on('t.locale', '=', locale))
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .select((eb) => [
      'c.id',
      't.slug',
      'c.name',
      'c.address',
      'c.example',
      'c.image_id as imageId',
      't.image_alt as imageAlt',
      'dt.slug as destinationSlug',
      'dt.name as destinationName',
      'dt.country',
      'd.country_code as countryCode',
      eb
        .selectFrom('specialists as s')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('s.clinic_id', '=', 'c.id')
        .where('s.published', '=', 1)
        .as('specialists'),
    ])
    .where('c.published', '=', 1)
    .where('d.published', '=', 1)
    .where('t.slug', 'is not', null)
    .orderBy('d.position')
    .orderBy('c.name')
    .execute()
  const [pictured, ratings] = await Promise.all([
    withPictures(db, rows),
    ratingSummaries(
      db,
      'clinic',
      rows.map((row) => row.id),
    ),
  ])
  const groups: { slug: string; name: string; country: string; countryCode: string; clinics: ClinicListItem[] }[] = []
  for (const row of pictured) {
    let group = groups.at(-1)
    if (group?.slug !== row.destinationSlug) {
      group = { slug: row.destinationSlug, name: row.destinationName, country: row.country, countryCode: row.countryCode, clinics: [] }
      groups.push(group)
    }
    group.clinics.push({
      slug: row.slug,
      name: row.name,
      address: row.address,
      example: Number(row.example) === 1,
      picture: row.picture,
      rating: ratings.get(row.id)!,
      specialists: Number(row.specialists ?? 0),
    })
  }
  return groups
}
