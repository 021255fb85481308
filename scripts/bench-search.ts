// Server-side time of a full-text search over 10,000 generated documents,
// on SQLite (always) and PostgreSQL (when TEST_DATABASE_URL is set).
// Run by `npm run bench`; also alone: npx tsx scripts/bench-search.ts
import type { DatabaseHandle } from '../app/db/dialect.server'
import { replaceSearchDocuments, searchDocuments, type SearchDocument } from '../app/db/full-text.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { onEachDatabase } from './bench-databases'

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
  const times: number[] = []
  for (let round = 0; round < 25; round++) {
    for (const query of QUERIES) {
      const t0 = performance.now()
      await searchDocuments(handle.db, { locale: 'es', kinds: ['blog'], query, limit: 20 })
      times.push(performance.now() - t0)
    }
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2)
  console.log(
    `Search over ${DOCUMENTS.toLocaleString('en')} documents [${name}]: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms ` +
      `(${times.length} queries, top 20 by relevance; indexing took ${(indexing / 1000).toFixed(1)} s)`,
  )
}

await onEachDatabase(measure)
