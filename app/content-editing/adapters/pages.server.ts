import { toDate } from '~/db/dialect.server'
import { localizePath } from '~/i18n/locales'
import { readSettings, writeSetting } from '~/settings/settings.server'
import type { ContentAdapter } from './adapter'
import { fromPairs, json, lists, strings, text, texts, toPairs } from './document-values'
import { localized, readTranslations, upsertTranslations } from './translations.server'

/*
 * The fixed pages (privacy policy, terms, the company page) and the site's
 * settings. Their records exist from the seed; the console edits them, never
 * creates or removes them.
 */

export const legalPageAdapter: ContentAdapter = {
  table: 'content_pages',
  searchKinds: [],

  async read(db, refId) {
    const row = await db.selectFrom('content_pages').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'content_pages', refId)
    return {
      title: localized(t, (r) => r.title, ''),
      body: localized(t, (r) => r.body, ''),
      updatedOn: toDate(row.updated_at).toISOString().slice(0, 10),
    }
  },

  async write(db, refId, document) {
    if (refId === null) throw new Error('Legal pages are not created from the console')
    await db
      .updateTable('content_pages')
      .set({ updated_at: new Date(`${text(document, 'updatedOn')}T00:00:00.000Z`).toISOString() })
      .where('id', '=', refId)
      .execute()
    await upsertTranslations(db, 'content_pages', refId, (locale) => ({
      title: texts(document, 'title')[locale],
      body: texts(document, 'body')[locale],
      extras: '{}',
    }))
    return refId
  },

  // The page's key is its address: privacy-policies, terms-and-conditions.
  publicPath: (_document, locale, key) => localizePath(`/${key ?? ''}`, locale),
}

interface CompanyExtras {
  vision: string
  mission: string
  values: { title: string; description: string; icon: string }[]
}

export const companyPageAdapter: ContentAdapter = {
  table: 'content_pages',
  searchKinds: [],
  listPath: '/our-company',

  async read(db, refId) {
    const row = await db.selectFrom('content_pages').select('id').where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'content_pages', refId)
    const extras = localized(t, (r) => JSON.parse(r.extras) as CompanyExtras, { vision: '', mission: '', values: [] })
    return {
      title: localized(t, (r) => r.title, ''),
      vision: { en: extras.en.vision, es: extras.es.vision },
      mission: { en: extras.en.mission, es: extras.es.mission },
      values: { en: toPairs(extras.en.values, ['title', 'description']), es: toPairs(extras.es.values, ['title', 'description']) },
      valueIcons: extras.en.values.map((value) => value.icon),
      story: localized(t, (r) => r.body, ''),
    }
  },

  async write(db, refId, document) {
    if (refId === null) throw new Error('The company page is not created from the console')
    const icons = strings(document, 'valueIcons')
    await upsertTranslations(db, 'content_pages', refId, (locale) => ({
      title: texts(document, 'title')[locale],
      body: texts(document, 'story')[locale],
      extras: json({
        vision: texts(document, 'vision')[locale],
        mission: texts(document, 'mission')[locale],
        values: fromPairs(lists(document, 'values')[locale], ['title', 'description']).map((value, index) => ({
          ...value,
          icon: icons[index] ?? 'lucide:heart',
        })),
      }),
    }))
    return refId
  },
}

/** The settings fields and their keys in the settings table. */
export const SETTING_KEYS = {
  whatsappNumber: 'general.whatsapp_number',
  contactPhone: 'general.contact_phone',
  contactEmail: 'general.contact_email',
  address: 'general.address',
  hoursWeekdays: 'general.hours_weekdays',
  hoursSaturday: 'general.hours_saturday',
  socialInstagram: 'general.social_instagram',
  socialFacebook: 'general.social_facebook',
  socialYoutube: 'general.social_youtube',
  socialTiktok: 'general.social_tiktok',
} as const

/** The one settings record (its ref_id is 1: there is one row of settings, many keys). */
export const SETTINGS_REF_ID = 1

export const settingsAdapter: ContentAdapter = {
  searchKinds: [],
  listPath: '/contact-us',

  async read(db) {
    const stored = await readSettings(db, Object.values(SETTING_KEYS))
    return Object.fromEntries(Object.entries(SETTING_KEYS).map(([field, key]) => [field, stored[key] ?? '']))
  },

  async write(db, _refId, document) {
    for (const [field, key] of Object.entries(SETTING_KEYS)) await writeSetting(db, key, text(document, field))
    return SETTINGS_REF_ID
  },
}
