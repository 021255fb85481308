import { sql } from 'kysely'
import { dialectOf, type AnyKysely } from './dialect.server'

/*
 * Full-text search, the one place where the two engines need different SQL.
 * Both fold case and accents ("cirugia" finds "Cirugía"), match word prefixes
 * ("las" finds "LASIK") and rank titles above bodies:
 * - SQLite: an FTS5 table (unicode61, remove_diacritics 2) ranked by bm25;
 * - PostgreSQL: a tsvector of unaccented text (title weight A, body B) with a
 *   GIN index, ranked by ts_rank_cd.
 */

export type SearchKind = 'service' | 'destination' | 'blog' | 'faq'

export interface SearchDocument {
  kind: SearchKind
  refId: number
  locale: string
  title: string
  body: string
}

export interface SearchHit {
  kind: SearchKind
  refId: number
  rank: number
}

const MAX_TERMS = 8

/** Lower-case, accent-free word terms of a query, as typed by a person. */
export function searchTerms(query: string): string[] {
  return query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, MAX_TERMS)
}

/** Replaces all documents of the given kinds (a full re-index of those kinds). */
export async function replaceSearchDocuments(db: AnyKysely, kinds: SearchKind[], documents: SearchDocument[]) {
  if (kinds.length > 0) {
    await sql`delete from search_documents where kind in (${sql.join(kinds)})`.execute(db)
  }
  const postgres = dialectOf(db) === 'postgres'
  for (const doc of documents) {
    if (postgres) {
      await sql`
        insert into search_documents (kind, ref_id, locale, title, body, document)
        values (${doc.kind}, ${doc.refId}, ${doc.locale}, ${doc.title}, ${doc.body},
          setweight(to_tsvector('simple', public.unaccent(${doc.title})), 'A') ||
          setweight(to_tsvector('simple', public.unaccent(${doc.body})), 'B'))`.execute(db)
    } else {
      await sql`
        insert into search_documents (title, body, kind, ref_id, locale)
        values (${doc.title}, ${doc.body}, ${doc.kind}, ${doc.refId}, ${doc.locale})`.execute(db)
    }
  }
}

/** Best matches first; every term must match (as a word or a word's beginning). */
export async function searchDocuments(
  db: AnyKysely,
  options: { locale: string; kinds: SearchKind[]; query: string; limit?: number },
): Promise<SearchHit[]> {
  const terms = searchTerms(options.query)
  if (terms.length === 0 || options.kinds.length === 0) return []
  const limit = options.limit ?? 100
  const kinds = sql.join(options.kinds)
  if (dialectOf(db) === 'postgres') {
    const tsquery = terms.map((term) => `${term}:*`).join(' & ')
    const { rows } = await sql<{ kind: SearchKind; ref_id: number; rank: number }>`
      select kind, ref_id, ts_rank_cd(document, query) as rank
      from search_documents, to_tsquery('simple', ${tsquery}) as query
      where document @@ query and locale = ${options.locale} and kind in (${kinds})
      order by rank desc, ref_id
      limit ${limit}`.execute(db)
    return rows.map((row) => ({ kind: row.kind, refId: Number(row.ref_id), rank: Number(row.rank) }))
  }
  // Terms are letters and digits only, so quoting them is enough to escape.
  const match = terms.map((term) => `"${term}"*`).join(' ')
  const { rows } = await sql<{ kind: SearchKind; ref_id: number; rank: number }>`
    select kind, ref_id, -bm25(search_documents, 10.0, 1.0) as rank
    from search_documents
    where search_documents match ${match} and locale = ${options.locale} and kind in (${kinds})
    order by rank desc, ref_id
    limit ${limit}`.execute(db)
  return rows.map((row) => ({ kind: row.kind, refId: Number(row.ref_id), rank: Number(row.rank) }))
}
