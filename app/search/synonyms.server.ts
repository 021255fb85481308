import type { Kysely } from 'kysely'
import type { AnyKysely } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { SynonymGroup } from './query-clauses'

/*
 * The synonym groups search uses: the published ones, with the words of both
 * languages together (a patient types either on either site). Read at every
 * query: a few dozen short rows, by a primary-key join.
 */

const list = (text: string) => JSON.parse(text) as string[]

export async function synonymGroups(db: AnyKysely): Promise<SynonymGroup[]> {
  const rows = await (db as Kysely<Database>)
    .selectFrom('search_synonyms as s')
    .innerJoin('search_synonyms_translations as t', 't.owner_id', 's.id')
    .where('s.published', '=', 1)
    .select(['s.id', 's.finds', 't.words'])
    .orderBy('s.id')
    .execute()
  const groups = new Map<number, SynonymGroup>()
  for (const row of rows) {
    const group = groups.get(row.id) ?? { words: [], finds: list(row.finds) }
    group.words.push(...list(row.words))
    groups.set(row.id, group)
  }
  return [...groups.values()]
}
