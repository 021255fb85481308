import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { replaceSearchDocuments, type SearchDocument, type SearchKind } from '~/db/full-text.server'
import { locales, type Locale } from '~/i18n/locales'

/*
 * The search index, built from what the public site shows (published rows of
 * the live tables), so it follows the seed and the console's edits alike.
 *
 * What a patient types mixes a treatment and a place: "lasik bogota". Search
 * needs every word in one document (full-text.server.ts), so each service's
 * document also names where it is offered (destinations, their countries, the
 * clinics of its specialists), and each destination's names the services
 * offered there and its clinics. Names go in both languages ("Mexico City",
 * "Ciudad de México"): a patient may type either on either site. This text
 * goes into the body, so a match on a document's own title still ranks first.
 */

type Db = Kysely<Database>

/** Texts of one record per locale. */
type ByLocale<T> = Map<number, Partial<Record<Locale, T>>>

function groupByOwner<T extends { owner_id: number; locale: string }>(rows: T[]): ByLocale<T> {
  const grouped: ByLocale<T> = new Map()
  for (const row of rows) {
    const entry = grouped.get(row.owner_id) ?? {}
    entry[row.locale as Locale] = row
    grouped.set(row.owner_id, entry)
  }
  return grouped
}

function bothLanguages<T>(texts: Partial<Record<Locale, T>> | undefined, pick: (text: T) => string): string[] {
  return locales.flatMap((locale) => (texts?.[locale] ? [pick(texts[locale])] : []))
}

const unique = (words: string[]) => [...new Set(words.filter(Boolean))].join('\n')
const jsonList = <T>(text: string) => JSON.parse(text) as T[]

async function serviceDocuments(db: Db): Promise<SearchDocument[]> {
  const services = await db.selectFrom('services').select('id').where('published', '=', 1).execute()
  const texts = groupByOwner(await db.selectFrom('services_translations').selectAll().execute())
  const places = groupByOwner(await db.selectFrom('destinations_translations').select(['owner_id', 'locale', 'name', 'country']).execute())
  const offeredIn = await db
    .selectFrom('service_destinations as sd')
    .innerJoin('destinations as d', 'd.id', 'sd.destination_id')
    .where('d.published', '=', 1)
    .select(['sd.service_id', 'sd.destination_id'])
    .execute()
  const clinicsOf = await db
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as s', 's.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 's.clinic_id')
    .where('s.published', '=', 1)
    .where('c.published', '=', 1)
    .select(['ss.service_id', 'c.name'])
    .execute()
  return services.flatMap(({ id }) => {
    const own = texts.get(id)
    const context = unique([
      ...bothLanguages(own, (t) => t.name),
      ...offeredIn
        .filter((row) => row.service_id === id)
        .flatMap((row) => [
          ...bothLanguages(places.get(row.destination_id), (t) => t.name),
          ...bothLanguages(places.get(row.destination_id), (t) => t.country),
        ]),
      ...clinicsOf.filter((row) => row.service_id === id).map((row) => row.name),
    ])
    return locales.flatMap((locale) => {
      const t = own?.[locale]
      if (!t) return []
      const body = [t.summary, t.about, ...jsonList<string>(t.requirements), t.results, ...jsonList<string>(t.procedure), context]
      return [{ kind: 'service' as const, refId: id, locale, title: t.name, body: body.join('\n') }]
    })
  })
}

async function destinationDocuments(db: Db): Promise<SearchDocument[]> {
  const destinations = await db.selectFrom('destinations').select('id').where('published', '=', 1).execute()
  const texts = groupByOwner(await db.selectFrom('destinations_translations').selectAll().execute())
  const serviceNames = groupByOwner(await db.selectFrom('services_translations').select(['owner_id', 'locale', 'name']).execute())
  const offered = await db
    .selectFrom('service_destinations as sd')
    .innerJoin('services as s', 's.id', 'sd.service_id')
    .where('s.published', '=', 1)
    .select(['sd.service_id', 'sd.destination_id'])
    .execute()
  const clinics = await db.selectFrom('clinics').select(['destination_id', 'name']).where('published', '=', 1).execute()
  return destinations.flatMap(({ id }) => {
    const own = texts.get(id)
    const context = unique([
      ...bothLanguages(own, (t) => t.name),
      ...bothLanguages(own, (t) => t.country),
      ...offered.filter((row) => row.destination_id === id).flatMap((row) => bothLanguages(serviceNames.get(row.service_id), (t) => t.name)),
      ...clinics.filter((clinic) => clinic.destination_id === id).map((clinic) => clinic.name),
    ])
    return locales.flatMap((locale) => {
      const t = own?.[locale]
      if (!t) return []
      const attractions = jsonList<{ name: string; description: string }>(t.attractions).map((a) => `${a.name} ${a.description}`)
      const body = [t.summary, t.about, ...attractions, context]
      return [{ kind: 'destination' as const, refId: id, locale, title: `${t.name} ${t.country}`, body: body.join('\n') }]
    })
  })
}

async function blogDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_posts_translations as t', 't.owner_id', 'p.id')
    .where('p.published', '=', 1)
    .select(['p.id', 't.locale', 't.title', 't.excerpt', 't.body'])
    .orderBy('p.id')
    .execute()
  return rows.map((row) => ({ kind: 'blog', refId: row.id, locale: row.locale, title: row.title, body: `${row.excerpt}\n${row.body}` }))
}

async function faqDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = await db
    .selectFrom('faqs as f')
    .innerJoin('faqs_translations as t', 't.owner_id', 'f.id')
    .where('f.published', '=', 1)
    .select(['f.id', 't.locale', 't.question', 't.answer'])
    .orderBy('f.id')
    .execute()
  return rows.map((row) => ({ kind: 'faq', refId: row.id, locale: row.locale, title: row.question, body: row.answer }))
}

const builders: Record<SearchKind, (db: Db) => Promise<SearchDocument[]>> = {
  service: serviceDocuments,
  destination: destinationDocuments,
  blog: blogDocuments,
  faq: faqDocuments,
}

export const ALL_SEARCH_KINDS: SearchKind[] = ['service', 'destination', 'blog', 'faq']

/**
 * Re-indexes whole kinds from the live tables. Services and destinations name
 * each other, so a change to either (or to a clinic) re-indexes both; a few
 * hundred documents take milliseconds.
 */
export async function rebuildSearchIndex(db: Db, kinds: SearchKind[] = ALL_SEARCH_KINDS) {
  const documents = (await Promise.all(kinds.map((kind) => builders[kind](db)))).flat()
  await replaceSearchDocuments(db, kinds, documents)
}
