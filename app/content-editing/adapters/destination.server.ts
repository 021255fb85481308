import { localizePath } from '~/i18n/locales'
import type { ContentAdapter } from './adapter'
import { fromPairs, imageAlt, imageId, json, number, parseList, text, texts, lists, toPairs } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'

/* A destination: its texts per language (attractions as "Name: description" lines), facts and place. */

type Attraction = { name: string; description: string }

export const destinationAdapter: ContentAdapter = {
  table: 'destinations',
  searchKinds: ['service', 'destination'],

  async read(db, refId) {
    const row = await db.selectFrom('destinations').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'destinations', refId)
    return {
      name: localized(t, (r) => r.name, ''),
      slug: localized(t, (r) => r.slug, ''),
      country: localized(t, (r) => r.country, ''),
      language: localized(t, (r) => r.language, ''),
      summary: localized(t, (r) => r.summary, ''),
      about: localized(t, (r) => r.about, ''),
      attractions: localized(t, (r) => toPairs(parseList<Attraction>(r.attractions), ['name', 'description']), [] as string[]),
      countryCode: row.country_code,
      timeZone: row.time_zone,
      currency: row.currency,
      population: Number(row.population),
      populationYear: row.population_year,
      latitude: row.latitude,
      longitude: row.longitude,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const slug = texts(document, 'slug')
    const values = {
      country_code: text(document, 'countryCode'),
      time_zone: text(document, 'timeZone'),
      currency: text(document, 'currency'),
      population: number(document, 'population'),
      population_year: number(document, 'populationYear'),
      latitude: number(document, 'latitude'),
      longitude: number(document, 'longitude'),
      image_id: imageId(document),
    }
    const id = await writeRow(db, 'destinations', refId, values, async () => ({
      slug: await freeKey(db, 'destinations', slug.en),
      position: await nextPosition(db, 'destinations'),
    }))
    await upsertTranslations(db, 'destinations', id, (locale) => ({
      slug: slug[locale],
      name: texts(document, 'name')[locale],
      country: texts(document, 'country')[locale],
      language: texts(document, 'language')[locale],
      summary: texts(document, 'summary')[locale],
      about: texts(document, 'about')[locale],
      attractions: json(fromPairs(lists(document, 'attractions')[locale], ['name', 'description'])),
      image_alt: imageAlt(document, locale),
    }))
    return id
  },

  publicPath: (document, locale) => localizePath(`/destinations/${texts(document, 'slug')[locale]}`, locale),
}
