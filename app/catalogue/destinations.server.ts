import type { Kysely } from 'kysely'
import { renderMarkdown } from '~/content/markdown.server'
import type { ClinicAccreditation, Database } from '~/db/schema'
import { parseAccreditations } from '~/catalogue/clinic-profile.server'
import { minorUnitsPerUnit } from '~/i18n/money'
import { searchDocuments } from '~/db/full-text.server'
import { withPictures } from '~/media/pictures.server'
import type { PictureData } from '~/ui/content-picture'
import type { Locale } from '~/i18n/locales'

export interface DestinationCard {
  /** The page's slug in the page's language. */
  slug: string
  /** The destination's stable key (its map image): never changes with an edit. */
  key: string
  name: string
  country: string
  countryCode: string
  summary: string
  latitude: number
  longitude: number
}

export interface DestinationDetail extends DestinationCard {
  language: string
  timeZone: string
  currency: string
  population: number
  populationYear: number
  aboutHtml: string
  attractions: { name: string; description: string }[]
  /** The uploaded hero picture, if any (else the page shows the map). */
  picture: PictureData | null
  services: { slug: string; name: string; icon: string }[]
  clinics: DestinationClinic[]
}

/** A partner clinic as a destination lists it, with what its profile tells at a glance. */
export interface DestinationClinic {
  /** The clinic's stable key (booking, availability): never changes with an edit. */
  slug: string
  /** Its profile page's slug in the page's language (/clinics/{profileSlug}). */
  profileSlug: string
  name: string
  address: string
  /** ISO 639-1 codes of the languages its staff speak. */
  languages: string[]
  accreditations: ClinicAccreditation[]
  /** The seeded, fictional clinics: an example profile. */
  example: boolean
  /** What it charges per treatment it offers, whole units of the destination's currency, in catalogue order. */
  treatmentPrices: { service: string; from: number; to: number }[]
}

function cards(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('destinations as d')
    .innerJoin('destinations_translations as t', (join) => join.onRef('t.owner_id', '=', 'd.id').on('t.locale', '=', locale))
    .select(['d.id', 't.slug', 'd.slug as key', 't.name', 't.country', 'd.country_code as countryCode', 't.summary', 'd.latitude', 'd.longitude'])
    .where('d.published', '=', 1)
}

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest

export async function listDestinations(db: Kysely<Database>, locale: Locale, query = ''): Promise<DestinationCard[]> {
  if (!query.trim()) return (await cards(db, locale).orderBy('d.position').execute()).map(withoutId)
  const hits = await searchDocuments(db, { locale, kinds: ['destination'], query })
  if (hits.length === 0) return []
  const rows = await cards(db, locale)
    .where(
      'd.id',
      'in',
      hits.map((hit) => hit.refId),
    )
    .execute()
  const order = new Map(hits.map((hit, index) => [hit.refId, index]))
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(withoutId)
}

export async function getDestination(db: Kysely<Database>, locale: Locale, slug: string): Promise<DestinationDetail | undefined> {
  const row = await cards(db, locale)
    .select([
      't.language',
      'd.time_zone as timeZone',
      'd.currency',
      'd.population',
      'd.population_year as populationYear',
      't.about',
      't.attractions',
      'd.image_id as imageId',
      't.image_alt as imageAlt',
    ])
    .where('t.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const [services, clinics] = await Promise.all([
    db
      .selectFrom('service_destinations as sd')
      .innerJoin('services as s', 's.id', 'sd.service_id')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
      .select(['st.slug', 'st.name', 's.icon'])
      .where('sd.destination_id', '=', row.id)
      .where('s.published', '=', 1)
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('clinics as c')
      .innerJoin('clinics_translations as ct', (join) => join.onRef('ct.owner_id', '=', 'c.id').on('ct.locale', '=', locale))
      .select(['c.id', 'c.slug', 'ct.slug as profileSlug', 'c.name', 'c.address', 'c.languages', 'c.accreditations', 'c.example'])
      .where('c.destination_id', '=', row.id)
      .where('c.published', '=', 1)
      .orderBy('c.name')
      .execute(),
  ])
  const prices = await db
    .selectFrom('clinic_treatment_prices as p')
    .innerJoin('clinics as c', 'c.id', 'p.clinic_id')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .select(['p.clinic_id as clinicId', 's.slug as service', 'p.price_from as priceFrom', 'p.price_to as priceTo'])
    .where('c.destination_id', '=', row.id)
    .where('s.published', '=', 1)
    .orderBy('s.position')
    .execute()
  const perUnit = minorUnitsPerUnit(row.currency)
  const [withPicture] = await withPictures(db, [row])
  const { about, attractions, population, ...card } = withoutId(withPicture!)
  return {
    ...card,
    population: Number(population),
    aboutHtml: renderMarkdown(about),
    attractions: JSON.parse(attractions) as DestinationDetail['attractions'],
    services,
    clinics: clinics.map(({ id, languages, accreditations, example, profileSlug, ...clinic }) => ({
      ...clinic,
      profileSlug: profileSlug ?? clinic.slug,
      languages: JSON.parse(languages) as string[],
      accreditations: parseAccreditations(accreditations),
      example: Number(example) === 1,
      treatmentPrices: prices
        .filter((price) => price.clinicId === id)
        .map((price) => ({ service: price.service, from: Number(price.priceFrom) / perUnit, to: Number(price.priceTo) / perUnit })),
    })),
  }
}

/** What a map needs to place a destination. */
export async function getDestinationPlace(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('destinations')
    .select(['slug', 'latitude', 'longitude', 'country_code as countryCode'])
    .where('slug', '=', slug)
    .executeTakeFirst()
}

/** The accreditation schemes of our partner clinics, with how many clinics hold each. */
export async function partnerAccreditations(db: Kysely<Database>) {
  const rows = await db.selectFrom('clinics').select('accreditations').where('published', '=', 1).execute()
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (const { issuer } of parseAccreditations(row.accreditations)) counts.set(issuer, (counts.get(issuer) ?? 0) + 1)
  }
  return [...counts.entries()].map(([name, clinics]) => ({ name, clinics })).sort((a, b) => b.clinics - a.clinics || a.name.localeCompare(b.name))
}
