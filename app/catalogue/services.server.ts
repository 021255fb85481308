import type { Kysely } from 'kysely'
import { renderMarkdown } from '~/content/markdown.server'
import type { Database } from '~/db/schema'
import { searchDocuments } from '~/db/full-text.server'
import { withPictures } from '~/media/pictures.server'
import type { PictureData } from '~/ui/content-picture'
import type { Locale } from '~/i18n/locales'

export interface ServiceCard {
  /** The page's slug in the page's language. */
  slug: string
  /** The service's stable key (booking links, the assessment): never changes with an edit. */
  key: string
  name: string
  summary: string
  icon: string
  category: 'eye' | 'other'
  priceFrom: number
  priceTo: number
  currency: string
  durationMinutes: number
  recoveryDaysMin: number
  recoveryDaysMax: number
}

export interface ServiceDetail extends ServiceCard {
  aboutHtml: string
  requirements: string[]
  resultsHtml: string
  procedure: string[]
  /** The uploaded hero picture, if any (else the page draws its art). */
  picture: PictureData | null
  specialists: {
    slug: string
    /** Their profile's slug in the page's language (/specialists/{profileSlug}). */
    profileSlug: string
    /** Their clinic's profile slug in the page's language (/clinics/{clinicSlug}). */
    clinicSlug: string
    name: string
    title: string
    bio: string
    yearsOfExperience: number
    clinic: string
    city: string
    picture: PictureData | null
  }[]
  destinations: { slug: string; name: string; country: string; countryCode: string; summary: string }[]
}

function cards(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('services')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'services.id').on('t.locale', '=', locale))
    .select([
      'services.id',
      't.slug',
      'services.slug as key',
      't.name',
      't.summary',
      'services.icon',
      'services.category',
      'services.price_from as priceFrom',
      'services.price_to as priceTo',
      'services.currency',
      'services.duration_minutes as durationMinutes',
      'services.recovery_days_min as recoveryDaysMin',
      'services.recovery_days_max as recoveryDaysMax',
    ])
    .where('services.published', '=', 1)
}

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest

/** All services in catalogue order, or those matching `query`, best match first. */
export async function listServices(db: Kysely<Database>, locale: Locale, query = ''): Promise<ServiceCard[]> {
  if (!query.trim()) {
    return (await cards(db, locale).orderBy('services.position').execute()).map(withoutId)
  }
  const hits = await searchDocuments(db, { locale, kinds: ['service'], query })
  if (hits.length === 0) return []
  const rows = await cards(db, locale)
    .where(
      'services.id',
      'in',
      hits.map((hit) => hit.refId),
    )
    .execute()
  const order = new Map(hits.map((hit, index) => [hit.refId, index]))
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(withoutId)
}

export async function getService(db: Kysely<Database>, locale: Locale, slug: string): Promise<ServiceDetail | undefined> {
  const row = await cards(db, locale)
    .select(['t.about', 't.requirements', 't.results', 't.procedure', 'services.image_id as imageId', 't.image_alt as imageAlt'])
    .where('t.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const [specialists, destinations] = await Promise.all([
    db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as s', 's.id', 'ss.specialist_id')
      .innerJoin('specialists_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
      .innerJoin('clinics as c', 'c.id', 's.clinic_id')
      .innerJoin('clinics_translations as ct', (join) => join.onRef('ct.owner_id', '=', 'c.id').on('ct.locale', '=', locale))
      .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'c.destination_id').on('dt.locale', '=', locale))
      .select([
        's.slug',
        'st.slug as profileSlug',
        'ct.slug as clinicSlug',
        's.name',
        'st.title',
        'st.bio',
        's.years_of_experience as yearsOfExperience',
        'c.name as clinic',
        'dt.name as city',
        's.image_id as imageId',
        'st.image_alt as imageAlt',
      ])
      .where('ss.service_id', '=', row.id)
      .where('s.published', '=', 1)
      .where('c.published', '=', 1)
      .orderBy('ss.position')
      .execute(),
    db
      .selectFrom('service_destinations as sd')
      .innerJoin('destinations as d', 'd.id', 'sd.destination_id')
      .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
      .select(['dt.slug', 'dt.name', 'dt.country', 'd.country_code as countryCode', 'dt.summary'])
      .where('sd.service_id', '=', row.id)
      .where('d.published', '=', 1)
      .orderBy('sd.position')
      .execute(),
  ])
  const [hero] = await withPictures(db, [row])
  const { about, requirements, results, procedure, ...card } = withoutId(hero!)
  return {
    ...card,
    aboutHtml: renderMarkdown(about),
    requirements: JSON.parse(requirements) as string[],
    resultsHtml: renderMarkdown(results),
    procedure: JSON.parse(procedure) as string[],
    specialists: await withPictures(db, specialists),
    destinations,
  }
}
