import type { ContentAdapter } from './adapter'
import { imageAlt, imageId, json, number, parseList, strings, text, texts } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/* The people the site shows: specialists (at a clinic) and our own team, with their portraits. */

export const specialistAdapter: ContentAdapter = {
  table: 'specialists',
  searchKinds: ['service'],

  async read(db, refId) {
    const row = await db.selectFrom('specialists').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'specialists', refId)
    return {
      name: row.name,
      title: localized(t, (r) => r.title, ''),
      bio: localized(t, (r) => r.bio, ''),
      clinic: row.clinic_id,
      languages: parseList<string>(row.languages),
      yearsOfExperience: row.years_of_experience,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const values = {
      name: text(document, 'name'),
      clinic_id: number(document, 'clinic'),
      languages: json(strings(document, 'languages')),
      years_of_experience: number(document, 'yearsOfExperience'),
      image_id: imageId(document),
    }
    const id = await writeRow(db, 'specialists', refId, values, async () => ({ slug: await freeKey(db, 'specialists', slugify(values.name)) }))
    await upsertTranslations(db, 'specialists', id, (locale) => ({
      title: texts(document, 'title')[locale],
      bio: texts(document, 'bio')[locale],
      image_alt: imageAlt(document, locale),
    }))
    return id
  },
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
