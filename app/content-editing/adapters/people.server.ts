import { localizePath } from '~/i18n/locales'
import type { ContentAdapter } from './adapter'
import { imageAlt, imageId, joinLines, json, lists, number, optionalNumber, parseList, splitLines, strings, text, texts } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/*
 * The people the site shows: specialists (at a clinic) and our own team, with
 * their portraits. A specialist has a public profile (issue 31): a page slug
 * per language, the licence number and the body that issued it, procedures
 * per year where known, and education and fellowships per language (one per
 * line in the table, a list in the document).
 */

export const specialistAdapter: ContentAdapter = {
  table: 'specialists',
  searchKinds: ['service'],

  async read(db, refId) {
    const row = await db.selectFrom('specialists').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'specialists', refId)
    return {
      name: row.name,
      slug: localized(t, (r) => r.slug ?? '', ''),
      title: localized(t, (r) => r.title, ''),
      bio: localized(t, (r) => r.bio, ''),
      education: localized(t, (r) => splitLines(r.education), [] as string[]),
      fellowships: localized(t, (r) => splitLines(r.fellowships), [] as string[]),
      clinic: row.clinic_id,
      languages: parseList<string>(row.languages),
      yearsOfExperience: row.years_of_experience,
      licenceNumber: row.licence_number,
      licenceBody: row.licence_body,
      proceduresPerYear: row.procedures_per_year,
      example: row.example === 1,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const slug = texts(document, 'slug')
    const values = {
      name: text(document, 'name'),
      clinic_id: number(document, 'clinic'),
      languages: json(strings(document, 'languages')),
      years_of_experience: number(document, 'yearsOfExperience'),
      licence_number: text(document, 'licenceNumber'),
      licence_body: text(document, 'licenceBody'),
      procedures_per_year: optionalNumber(document, 'proceduresPerYear'),
      example: document.example === true ? 1 : 0,
      image_id: imageId(document),
    }
    const id = await writeRow(db, 'specialists', refId, values, async () => ({
      slug: await freeKey(db, 'specialists', slug?.en || slugify(values.name)),
    }))
    await upsertTranslations(db, 'specialists', id, (locale) => ({
      slug: slug?.[locale] || null,
      title: texts(document, 'title')[locale],
      bio: texts(document, 'bio')[locale],
      education: joinLines(lists(document, 'education')?.[locale]),
      fellowships: joinLines(lists(document, 'fellowships')?.[locale]),
      image_alt: imageAlt(document, locale),
    }))
    return id
  },

  publicPath: (document, locale) => localizePath(`/specialists/${texts(document, 'slug')[locale]}`, locale),
}

export const teamMemberAdapter: ContentAdapter = {
  table: 'team_members',
  searchKinds: [],
  listPath: '/our-company',

  async read(db, refId) {
    const row = await db.selectFrom('team_members').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'team_members', refId)
    return {
      name: row.name,
      role: localized(t, (r) => r.role, ''),
      bio: localized(t, (r) => r.bio, ''),
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const values = { name: text(document, 'name'), image_id: imageId(document) }
    const id = await writeRow(db, 'team_members', refId, values, async () => ({
      slug: await freeKey(db, 'team_members', slugify(values.name)),
      position: await nextPosition(db, 'team_members'),
    }))
    await upsertTranslations(db, 'team_members', id, (locale) => ({
      role: texts(document, 'role')[locale],
      bio: texts(document, 'bio')[locale],
      image_alt: imageAlt(document, locale),
    }))
    return id
  },
}
