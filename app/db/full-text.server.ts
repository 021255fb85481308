import { sql } from 'kysely'
import { indexedText, queryClauses, type Clause } from '~/search/search-text'
import { synonymGroups } from '~/search/synonyms.server'
import { dialectOf, type AnyKysely } from './dialect.server'

/*
 * Full-text search, the one place where the two engines need different SQL.
 * Both index the same text, made in JavaScript (search/search-text.ts): the
 * words lower case without accents, the stems that do not begin them, and
 * tokens for the synonym groups the text speaks of. A query needs each typed
 * word, met by a word that one of its forms begins ("las" finds "LASIK",
 * "cataratas" → "catarat" finds "catarata", "cirugia" finds "Cirugía") or by
 * its synonym group's token ("miopía" finds LASIK). Titles rank above bodies:
 * - SQLite: an FTS5 table (unicode61) ranked by bm25;
 * - PostgreSQL: a tsvector of the same text ('simple': no further stemming;
 *   title weight A, body B) with a GIN index, ranked by ts_rank_cd; the
 *   titles' vectors also in a narrow table of their own (search_titles), for
 *   the first step below.
 * Documents with every term in their title come first, then those that have
 * them only in the body, each group by rank. Besides being what a reader
 * expects, it bounds the cost: ranking is per matching document, and a
 * common word matches most bodies but few titles; the bodies are ranked only
 * when the titles do not fill the page (10,000 documents: see npm run bench).
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

export { searchTerms } from '~/search/search-text'

/** Replaces all documents of the given kinds (a full re-index of those kinds). */
export async function replaceSearchDocuments(db: AnyKysely, kinds: SearchKind[], documents: SearchDocument[]) {
  const postgres = dialectOf(db) === 'postgres'
  if (kinds.length > 0) {
    await sql`delete from search_documents where kind in (${sql.join(kinds)})`.execute(db)
    if (postgres) await sql`delete from search_titles where kind in (${sql.join(kinds)})`.execute(db)
  }
  const synonyms = await synonymGroups(db)
  for (const doc of documents) {
    const [title, body] = [indexedText(doc.title, synonyms, 'title'), indexedText(doc.body, synonyms, 'body')]
    if (postgres) {
      await sql`
        insert into search_documents (kind, ref_id, locale, title, body, document)
        values (${doc.kind}, ${doc.refId}, ${doc.locale}, ${title}, ${body},
          setweight(to_tsvector('simple', ${title}), 'A') || setweight(to_tsvector('simple', ${body}), 'B'))`.execute(db)
      await sql`
        insert into search_titles (kind, ref_id, locale, title_document)
        values (${doc.kind}, ${doc.refId}, ${doc.locale}, to_tsvector('simple', ${title}))`.execute(db)
    } else {
      await sql`
        insert into search_documents (title, body, kind, ref_id, locale)
        values (${title}, ${body}, ${doc.kind}, ${doc.refId}, ${doc.locale})`.execute(db)
    }
  }
}

/** Best matches first; every typed word must match (its beginning, a form or a synonym): title matches, then body-only ones. */
export async function searchDocuments(
  db: AnyKysely,
  options: { locale: string; kinds: SearchKind[]; query: string; limit?: number },
): Promise<SearchHit[]> {
  if (options.kinds.length === 0 || !/[\p{L}\p{N}]/u.test(options.query)) return []
  const clauses = queryClauses(options.query, await synonymGroups(db))
  if (clauses.length === 0) return []
  const limit = options.limit ?? 100
  const search = dialectOf(db) === 'postgres' ? postgresSearch : sqliteSearch
  const inTitles = await search(db, { ...options, clauses, limit }, 'title')
  if (inTitles.length >= limit) return inTitles
  return [...inTitles, ...(await search(db, { ...options, clauses, limit: limit - inTitles.length }, 'body only'))]
}

type Where = 'title' | 'body only'
interface SearchQuery {
  locale: string
  kinds: SearchKind[]
  clauses: Clause[]
  limit: number
}

/*
 * A query's clauses in each engine's syntax. Forms and tokens are letters and
 * digits only (word-forms.ts), so quoting them (FTS5) or writing them bare
 * (tsquery) is enough to escape them.
 */
const anyOf = (parts: string[], or: string) => (parts.length === 1 ? parts[0]! : `(${parts.join(or)})`)

function ftsQuery(clauses: Clause[]) {
  const clause = ({ words, groups }: Clause) => {
    const typed = words.map(({ prefixes, exact }) =>
      anyOf([...prefixes.map((prefix) => `"${prefix}"*`), ...exact.map((form) => `"${form}"`)], ' OR '),
    )
    return anyOf([anyOf(typed, ' AND '), ...groups.map((token) => `"${token}"`)], ' OR ')
  }
  return clauses.map(clause).join(' AND ')
}

/** A tsquery's text; `weight` 'A' keeps to titles. */
function tsQuery(clauses: Clause[], weight = '') {
  const exactly = (form: string) => (weight ? `${form}:${weight}` : form)
  const clause = ({ words, groups }: Clause) => {
    const typed = words.map(({ prefixes, exact }) => anyOf([...prefixes.map((prefix) => `${prefix}:*${weight}`), ...exact.map(exactly)], ' | '))
    return anyOf([anyOf(typed, ' & '), ...groups.map(exactly)], ' | ')
  }
  return clauses.map(clause).join(' & ')
}

type Row = { kind: SearchKind; ref_id: number; rank: number }

const hitsOf = (rows: Row[]) =>
  rows.map((row) => ({ kind: row.kind, refId: Number(row.ref_id), rank: Number(row.rank) })).sort((a, b) => b.rank - a.rank || a.refId - b.refId)

async function postgresSearch(db: AnyKysely, { locale, kinds, clauses, limit }: SearchQuery, where: Where) {
  const query = sql`to_tsquery('simple', ${tsQuery(clauses)})`
  if (where === 'title') {
    // Ranked by the title alone: the narrow table's rows are all this step reads.
    const { rows } = await sql<Row>`
      select kind, ref_id, ts_rank_cd(title_document, ${query}) as rank
      from search_titles
      where title_document @@ ${query} and locale = ${locale} and kind in (${sql.join(kinds)})
      order by rank desc, ref_id
      limit ${limit}`.execute(db)
    return hitsOf(rows)
  }
  // Every term somewhere, but not every term in the title (weight A): the title step has those.
  const inTitle = sql`to_tsquery('simple', ${tsQuery(clauses, 'A')})`
  const { rows } = await sql<Row>`
    select kind, ref_id, ts_rank_cd(document, ${query}) as rank
    from search_documents
    where document @@ ${query} and not document @@ ${inTitle} and locale = ${locale} and kind in (${sql.join(kinds)})
    order by rank desc, ref_id
    limit ${limit}`.execute(db)
  return hitsOf(rows)
}

async function sqliteSearch(db: AnyKysely, { locale, kinds, clauses, limit }: SearchQuery, where: Where) {
  const all = ftsQuery(clauses)
  const match = where === 'title' ? `title : (${all})` : `(${all}) NOT (title : (${all}))`
  // `rank` set by a `rank match` and ordered alone lets FTS5 rank inside the index: about twice as fast as bm25() in SQL.
  // (Not aliased `rank`: ORDER BY would take the alias, not FTS5's column.)
  const { rows } = await sql<{ kind: SearchKind; ref_id: number; bm25: number }>`
    select kind, ref_id, rank as bm25
    from search_documents
    where search_documents match ${match} and rank match 'bm25(10.0, 1.0)' and locale = ${locale} and kind in (${sql.join(kinds)})
    order by rank
    limit ${limit}`.execute(db)
  return hitsOf(rows.map((row) => ({ ...row, rank: -row.bm25 })))
}
