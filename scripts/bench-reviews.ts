// Reviews (issue 31): a page's server time with 10,000 reviews against the same page with none.
// The rating comes from the kept summaries (one row) and the list from the (target, status,
// created_at) index, so the goal is a p95 within 1.2× of the page without reviews. Measured
// in process (the reviews section's read, first page and page 500, on SQLite and — with
// TEST_DATABASE_URL — PostgreSQL) and over HTTP from a production server (SQLite, one process,
// rendered privately: a cookie keeps the page cache out): the clinic page when its route
// exists, and the treatment page. Benchmarks print; they do not assert.
// Run by `npm run bench`; alone: npx tsx scripts/bench-reviews.ts
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { syncCatalogue } from '../app/content-editing/seed-sync.server'
import { openDatabase, type DatabaseHandle } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { reviewsSection } from '../app/reviews/published-reviews.server'
import { insertReviews } from '../tests/setup/reviews'
import { onEachDatabase, ratio, timings, startProductionServer, stopServer } from './bench-databases'

const REVIEWS = 10_000
const GOAL = 1.2

/** The clinic and treatment that get the reviews (LASIK at the first clinic offering it), and a clinic with none. */
async function targets(db: Kysely<Database>) {
  const service = await db.selectFrom('services').select(['id', 'slug']).where('slug', '=', 'lasik').executeTakeFirstOrThrow()
  const clinics = await db.selectFrom('clinics').select(['id', 'slug']).orderBy('id').execute()
  return { service, clinic: clinics[0]!, quiet: clinics[1]! }
}

/** 10,000 published reviews (a few hidden) of the clinic and treatment, a minute apart. */
async function seedReviews(db: Kysely<Database>) {
  const { service, clinic } = await targets(db)
  await insertReviews(
    db,
    Array.from({ length: REVIEWS }, (_, index) => ({
      clinic_id: clinic.id,
      service_id: service.id,
      overall: (index % 5) + 1,
      locale: index % 2 ? 'es' : 'en',
      display_name: index % 3 ? 'Marta' : '',
      ...(index % 500 === 7 ? { status: 'hidden' as const, hidden_reason: 'abuse' as const } : {}),
    })),
  )
  await sql`analyze`.execute(db)
}

const line = (label: string, p50: number, p95: number, base?: { p50: number; p95: number }) =>
  `    ${label.padEnd(46)} p50 ${p50.toFixed(2).padStart(7)} ms, p95 ${p95.toFixed(2).padStart(7)} ms${
    base ? ` (${ratio(p50, base.p50)}, ${ratio(p95, base.p95)}${p95 / base.p95 > GOAL ? `  over the ${GOAL}× goal` : ''})` : ''
  }`

async function measureReads(name: string, handle: DatabaseHandle<Database>) {
  const db = handle.db
  await migrateToLatest(db)
  await syncCatalogue(db)
  const { clinic, quiet } = await targets(db)
  const started = performance.now()
  await seedReviews(db)
  console.log(
    `Reviews [${name}]: ${REVIEWS.toLocaleString('en')} reviews of one clinic (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s); the reviews section's read`,
  )
  const none = await timings(() => reviewsSection(db, { kind: 'clinic', id: quiet.id }, 'en', 1), 100)
  console.log(line('a clinic without reviews, page 1', none.p50, none.p95))
  for (const [label, page] of [
    ['the clinic with 10,000, page 1', 1],
    ['the clinic with 10,000, page 500 (the last)', 500],
  ] as const) {
    const { p50, p95 } = await timings(() => reviewsSection(db, { kind: 'clinic', id: clinic.id }, 'en', page), 100)
    console.log(line(label, p50, p95, none))
  }
}

/* ---------- The pages over HTTP ---------- */

/** The pages measured: the clinic page when the site has one, and the treatment page. */
async function pagesOf(base: string, clinicSlug: string) {
  const pages: Array<[string, string]> = []
  if ((await fetch(`${base}/clinics/${clinicSlug}`)).status === 200) pages.push(['the clinic page', `${base}/clinics/${clinicSlug}`])
  pages.push(['the treatment page (LASIK)', `${base}/medical-services/lasik`])
  return pages
}

async function pageTimings(url: string) {
  // A cookie makes it a private render: measured each time, never answered from the page cache.
  const get = async () => {
    const answer = await fetch(url, { headers: { Cookie: 'token=bench-not-a-session' } })
    if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`)
    await answer.arrayBuffer()
  }
  await timings(get, 20)
  return timings(get, 200)
}

async function measureHttp() {
  const file = path.join(os.tmpdir(), `claravia-bench-reviews-${process.pid}.db`)
  fs.rmSync(file, { force: true })
  const port = Number(process.env.BENCH_PORT ?? 3197) + 31
  const base = `http://localhost:${port}`
  let server = await startProductionServer(port, `file:${file}`)
  try {
    const handle = openDatabase<Database>(`file:${file}`)
    const { clinic } = await targets(handle.db)
    const pages = await pagesOf(base, clinic.slug)
    const without = new Map<string, { p50: number; p95: number }>()
    for (const [label, url] of pages) without.set(label, await pageTimings(url))
    await stopServer(server)
    await seedReviews(handle.db)
    await handle.destroy()
    server = await startProductionServer(port, `file:${file}`)
    console.log(`Pages over HTTP [sqlite, one production process, private renders]: with no reviews, then with ${REVIEWS.toLocaleString('en')}`)
    for (const [label, url] of pages) {
      const none = without.get(label)!
      console.log(line(`${label}, no reviews`, none.p50, none.p95))
      const many = await pageTimings(url)
      console.log(line(`${label}, ${REVIEWS.toLocaleString('en')} reviews`, many.p50, many.p95, none))
    }
  } finally {
    await stopServer(server)
    fs.rmSync(file, { force: true })
  }
}

await onEachDatabase(measureReads)
await measureHttp()
process.exit(0)
