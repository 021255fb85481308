import type { ContentDocument, LocalizedValue } from '../fields'
import type { ContentAdapter } from './adapter'
import { imageAlt, imageId } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { formatQuoteQuestions, parseQuoteQuestions } from '~/catalogue/quote-questions'
import { localizePath } from '~/i18n/locales'

/*
 * A service (treatment) as a document: its texts per language, numbers,
 * prices in minor units (the table keeps whole units: an indicative range),
 * the preoperative assessment's fee and length, the specialists and
 * destinations it lists, by id, and the questions a quote request asks (one
 * per line in the table, a list in the document).
 */

const PER_UNIT = 100
const listOf = (text: string) => JSON.parse(text) as string[]
const texts = (document: ContentDocument, name: string) => document[name] as LocalizedValue<string>
const lists = (document: ContentDocument, name: string) => document[name] as LocalizedValue<string[]>
const ids = (document: ContentDocument, name: string) => (document[name] as number[] | undefined) ?? []

export const serviceAdapter: ContentAdapter = {
  table: 'services',
  searchKinds: ['service', 'destination'],

  async read(db, refId) {
    const row = await db.selectFrom('services').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'services', refId)
    const assessment = await db.selectFrom('service_assessments').selectAll().where('service_id', '=', refId).executeTakeFirst()
    const related = async (table: 'service_specialists' | 'service_destinations', column: 'specialist_id' | 'destination_id') =>
      (await db.selectFrom(table).select(column).where('service_id', '=', refId).orderBy('position').execute()).map((r) =>
        Number((r as Record<string, unknown>)[column]),
      )
    return {
      name: localized(t, (r) => r.name, ''),
      slug: localized(t, (r) => r.slug, ''),
      summary: localized(t, (r) => r.summary, ''),
      about: localized(t, (r) => r.about, ''),
      requirements: localized(t, (r) => listOf(r.requirements), [] as string[]),
      results: localized(t, (r) => r.results, ''),
      procedure: localized(t, (r) => listOf(r.procedure), [] as string[]),
      quoteQuestions: localized(t, (r) => parseQuoteQuestions(r.quote_questions), [] as string[]),
      category: row.category,
      icon: row.icon,
      currency: row.currency,
      priceFrom: row.price_from * PER_UNIT,
      priceTo: row.price_to * PER_UNIT,
      durationMinutes: row.duration_minutes,
      recoveryDaysMin: row.recovery_days_min,
      recoveryDaysMax: row.recovery_days_max,
      assessmentFee: assessment?.fee_minor ?? 0,
      assessmentCurrency: assessment?.currency ?? row.currency,
      assessmentMinutes: assessment?.duration_minutes ?? 45,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
      specialists: await related('service_specialists', 'specialist_id'),
      destinations: await related('service_destinations', 'destination_id'),
    }
  },

  async write(db, refId, document) {
    const slug = texts(document, 'slug')
    const values = {
      category: document.category as 'eye' | 'other',
      icon: document.icon as string,
      currency: document.currency as string,
      price_from: Math.round((document.priceFrom as number) / PER_UNIT),
      price_to: Math.round((document.priceTo as number) / PER_UNIT),
      duration_minutes: document.durationMinutes as number,
      recovery_days_min: document.recoveryDaysMin as number,
      recovery_days_max: document.recoveryDaysMax as number,
      image_id: imageId(document),
    }
    // The main slug is the stable key (booking links): set once, never renamed with the pages' slugs.
    const ownerId = await writeRow(db, 'services', refId, values, async () => ({
      slug: await freeKey(db, 'services', slug.en),
      position: await nextPosition(db, 'services'),
    }))
    await upsertTranslations(db, 'services', ownerId, (locale) => ({
      slug: slug[locale],
      name: texts(document, 'name')[locale],
      summary: texts(document, 'summary')[locale],
      about: texts(document, 'about')[locale],
      requirements: JSON.stringify(lists(document, 'requirements')[locale]),
      results: texts(document, 'results')[locale],
      procedure: JSON.stringify(lists(document, 'procedure')[locale]),
      // A draft from before the questions existed (a preview of it) has none.
      quote_questions: formatQuoteQuestions(lists(document, 'quoteQuestions')?.[locale] ?? []),
      image_alt: imageAlt(document, locale),
    }))
    const assessment = {
      fee_minor: document.assessmentFee as number,
      currency: document.assessmentCurrency as string,
      duration_minutes: document.assessmentMinutes as number,
    }
    await db
      .insertInto('service_assessments')
      .values({ service_id: ownerId, ...assessment })
      .onConflict((conflict) => conflict.column('service_id').doUpdateSet(assessment))
      .execute()
    await db.deleteFrom('service_specialists').where('service_id', '=', ownerId).execute()
    await db.deleteFrom('service_destinations').where('service_id', '=', ownerId).execute()
    for (const [position, specialistId] of ids(document, 'specialists').entries()) {
      await db.insertInto('service_specialists').values({ service_id: ownerId, specialist_id: specialistId, position }).execute()
    }
    for (const [position, destinationId] of ids(document, 'destinations').entries()) {
      await db.insertInto('service_destinations').values({ service_id: ownerId, destination_id: destinationId, position }).execute()
    }
    return ownerId
  },

  publicPath: (document, locale) => localizePath(`/medical-services/${texts(document, 'slug')[locale]}`, locale),
}
