import type { ContentAdapter } from './adapter'
import { json, number, parseList, strings, text, texts } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations } from './translations.server'
import { slugify } from '../fields'

/* The people the site shows: specialists (at a clinic) and our own team. */

export const specialistAdapter: ContentAdapter = {
  table: 'specialists',
  searchKinds: ['service'],

  async read(db, refId) {
    const row = await db.selectFrom('specialists').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations<{ title: string; bio: string }>(db, 'specialists', refId)
    return {
      name: row.name,
      title: localized(t, (r) => r.title, ''),
      bio: localized(t, (r) => r.bio, ''),
      clinic: row.clinic_id,
      languages: parseList<string>(row.languages),
      yearsOfExperience: row.years_of_experience,
    }
  },

  async write(db, refId, document) {
    const values = {
      name: text(document, 'name'),
      clinic_id: number(document, 'clinic'),
      languages: json(strings(document, 'languages')),
      years_of_experience: number(document, 'yearsOfExperience'),
    }
    let id = refId
    if (id === null) {
      const slug = await freeKey(db, 'specialists', slugify(values.name))
      id = Number(
        (
          await db
            .insertInto('specialists')
            .values({ ...values, slug })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    } else {
      await db.updateTable('specialists').set(values).where('id', '=', id).execute()
    }
    await upsertTranslations(db, 'specialists', id, (locale) => ({ title: texts(document, 'title')[locale], bio: texts(document, 'bio')[locale] }))
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
    const t = await readTranslations<{ role: string; bio: string }>(db, 'team_members', refId)
    return { name: row.name, role: localized(t, (r) => r.role, ''), bio: localized(t, (r) => r.bio, '') }
  },

  async write(db, refId, document) {
    const name = text(document, 'name')
    let id = refId
    if (id === null) {
      const slug = await freeKey(db, 'team_members', slugify(name))
      id = Number(
        (
          await db
            .insertInto('team_members')
            .values({ name, slug, position: await nextPosition(db, 'team_members') })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    } else {
      await db.updateTable('team_members').set({ name }).where('id', '=', id).execute()
    }
    await upsertTranslations(db, 'team_members', id, (locale) => ({ role: texts(document, 'role')[locale], bio: texts(document, 'bio')[locale] }))
    return id
  },
}
