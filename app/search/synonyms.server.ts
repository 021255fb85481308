import type { Kysely } from 'kysely'
import type { AnyKysely } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { synonymIndex, type SynonymGroup, type SynonymIndex } from './search-text'

/*
 * The synonym groups search uses: the published ones, with the words of both
 * languages together (a patient types either on either site). Read when
 * indexing and at every query: a few dozen short rows; the index made of them
 * is kept while they stay the same.
 */

const list = (text: string) => JSON.parse(text) as string[]

/** The last groups read and their index: building it stems every word, reading the rows is a primary-key read. */
let cached: { rows: string; index: SynonymIndex } | undefined

export async function synonymGroups(db: AnyKysely): Promise<SynonymIndex> {
  const rows = await (db as Kysely<Database>)
    .selectFrom('search_synonyms as s')
    .innerJoin('search_synonyms_translations as t', 't.owner_id', 's.id')
    .where('s.published', '=', 1)
    .select(['s.id', 's.finds', 't.words'])
    .orderBy('s.id')
    .orderBy('t.locale')
    .execute()
  const key = JSON.stringify(rows)
  if (cached?.rows === key) return cached.index
  const groups = new Map<number, SynonymGroup>()
  for (const row of rows) {
    const group = groups.get(row.id) ?? { id: row.id, words: [], finds: list(row.finds) }
    group.words.push(...list(row.words))
    groups.set(row.id, group)
  }
  cached = { rows: key, index: synonymIndex([...groups.values()]) }
  return cached.index
}
