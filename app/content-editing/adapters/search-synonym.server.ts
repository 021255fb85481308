import { ALL_SEARCH_KINDS } from '~/search/search-index.server'
import type { ContentAdapter } from './adapter'
import { json, lists, parseList, strings, texts } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/*
 * A group of search synonyms: a name per language for the console's lists,
 * the words per language, and the treatment names it also finds. Documents
 * carry the tokens of the groups they speak of (search/search-text.ts), so
 * publishing or taking off a group re-indexes everything: a few hundred
 * documents, in the publishing transaction.
 */

export const searchSynonymAdapter: ContentAdapter = {
  table: 'search_synonyms',
  searchKinds: ALL_SEARCH_KINDS,

  async read(db, refId) {
    const row = await db.selectFrom('search_synonyms').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'search_synonyms', refId)
    return {
      name: localized(t, (r) => r.name, ''),
      words: localized(t, (r) => parseList<string>(r.words), []),
      finds: parseList<string>(row.finds),
    }
  },

  async write(db, refId, document) {
    const id = await writeRow(db, 'search_synonyms', refId, { finds: json(strings(document, 'finds')) }, async () => ({
      slug: await freeKey(db, 'search_synonyms', slugify(texts(document, 'name').en) || 'synonyms'),
      position: await nextPosition(db, 'search_synonyms'),
    }))
    await upsertTranslations(db, 'search_synonyms', id, (locale) => ({
      name: texts(document, 'name')[locale],
      words: json(lists(document, 'words')[locale] ?? []),
    }))
    return id
  },
}
