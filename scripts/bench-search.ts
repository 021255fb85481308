// Server-side time of a full-text search over 10,000 generated documents,
// with the seeded synonym groups (read and expanded at every query), on
// SQLite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
// Run by `npm run bench`; also alone: npx tsx scripts/bench-search.ts
import type { DatabaseHandle } from '../app/db/dialect.server'
import { replaceSearchDocuments, searchDocuments, type SearchDocument } from '../app/db/full-text.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { synonymGroups } from '../app/search/seed/synonyms'
import { onEachDatabase, ratio, timings } from './bench-databases'

const DOCUMENTS = 10_000
const QUERIES = ['cirugia', 'lasik', 'catarata premium', 'recuperación', 'glaucoma laser', 'bogota', 'ojo seco', 'lente']
const words =
  'cirugía ojo visión láser lasik córnea catarata lente premium glaucoma retina presión miopía astigmatismo recuperación gotas clínica especialista bogotá medellín madrid viaje vuelo hotel control revisión seco lágrima queratocono anillos'.split(
    ' ',
  )

function generated(count: number): SearchDocument[] {
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const text = (length: number) => Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ')
  return Array.from({ length: count }, (_, index) => ({
    kind: 'blog' as const,
    refId: index + 1,
    locale: 'es',
    title: text(6),
    body: text(120),
  }))
}

async function measure(name: string, handle: DatabaseHandle<Database>) {
  await migrateToLatest(handle.db)
  const started = performance.now()
  await handle.db.transaction().execute((trx) => replaceSearchDocuments(trx, ['blog'], generated(DOCUMENTS)))
  const indexing = performance.now() - started
  for (const [position, group] of synonymGroups.entries()) {
    const { id } = await handle.db
      .insertInto('search_synonyms')
      .values({ slug: group.slug, position, finds: JSON.stringify(group.finds) })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const locale of ['en', 'es'] as const)
      await handle.db
        .insertInto('search_synonyms_translations')
        .values({ owner_id: id, locale, name: group.name[locale], words: JSON.stringify(group.words[locale]) })
        .execute()
  }
  let query = 0
  const search = await timings(
    () => searchDocuments(handle.db, { locale: 'es', kinds: ['blog'], query: QUERIES[query++ % QUERIES.length]!, limit: 20 }),
    200,
  )
  // Baseline in the same run: one settings row read by primary key.
  const baseline = await timings(
    () => handle.db.selectFrom('settings').selectAll().where('key', '=', 'general.whatsapp_number').executeTakeFirst(),
    200,
  )
  const at = (figure: 'p50' | 'p95' | 'p99') => `${figure} ${search[figure].toFixed(2)} ms (${ratio(search[figure], baseline[figure])})`
  console.log(
    `Search over ${DOCUMENTS.toLocaleString('en')} documents [${name}]: ${at('p50')}, ${at('p95')}, ${at('p99')} of a primary-key read ` +
      `(p50 ${baseline.p50.toFixed(2)} ms); ${QUERIES.length} queries in turn, top 20 by relevance; indexing took ${(indexing / 1000).toFixed(1)} s; target p95 < 5 ms`,
  )
}

await onEachDatabase(measure)
