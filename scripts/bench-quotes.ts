// Personal quotes (issue 30). Among 2,000 sent quotes of three options and ten lines each: reading
// one for its page (quoteView: the quote, its options and lines, the names in the reader's language,
// the figures in both currencies) and reading it and rendering its PDF, each as p50/p95 of server
// time and as a ratio of a primary-key read in the same run, on SQLite and — when TEST_DATABASE_URL
// is set — PostgreSQL. Then the patient's quote page and its PDF over HTTP from a production server
// (goals: page p95 ≤ 50 ms, PDF p95 ≤ 300 ms). Benchmarks print; they do not assert.
// Run by `npm run bench`; alone: npx tsx scripts/bench-quotes.ts
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { createSession } from '../app/accounts/session-store.server'
import { syncCatalogue } from '../app/content-editing/seed-sync.server'
import { openDatabase, type DatabaseHandle } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { QUOTE_LINE_KINDS } from '../app/quotes/quote-builder-rules'
import { renderQuotePdf } from '../app/quotes/quote-pdf.server'
import { quoteView } from '../app/quotes/quote-view.server'
import { onEachDatabase, ratio, timings, startProductionServer, stopServer } from './bench-databases'

const QUOTES = 2_000
const PAGE_TARGET_MS = 50
const PDF_TARGET_MS = 300

/** 2,000 patients with a sent quote each: three options (EUR, COP, MXN into USD) of ten lines. */
async function seedQuotes(db: Kysely<Database>) {
  const at = new Date('2026-11-01T00:00:00.000Z').toISOString()
  const service = await db.selectFrom('services').select('id').where('slug', '=', 'lasik').executeTakeFirstOrThrow()
  const offers = await db
    .selectFrom('service_specialists as ss')
    .innerJoin('specialists as s', 's.id', 'ss.specialist_id')
    .innerJoin('clinics as c', 'c.id', 's.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .select(['s.id as specialistId', 'c.id as clinicId', 'd.currency'])
    .where('ss.service_id', '=', service.id)
    .orderBy('ss.position')
    .execute()
  const patients: number[] = []
  for (let start = 0; start < QUOTES; start += 500) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          name: `Patient ${start + index}`,
          email: `quote.patient.${start + index}@example.com`,
          password_hash: 'x',
          locale: index % 2 ? 'es' : 'en',
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute()
    patients.push(...rows.map((row) => row.id))
  }
  const quoteIds: number[] = []
  for (const [index, patient] of patients.entries()) {
    const { id: requestId } = await db
      .insertInto('quote_requests')
      .values({
        patient_id: patient,
        service_id: service.id,
        travel_from: '2027-02-01',
        travel_to: '2027-02-20',
        country: 'US',
        currency: 'USD',
        answers: '[]',
        locale: index % 2 ? 'es' : 'en',
        status: 'sent',
        consented_at: at,
        created_at: at,
        requested_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id: quoteId } = await db
      .insertInto('quotes')
      .values({
        request_id: requestId,
        patient_id: patient,
        number: 1,
        status: 'sent',
        locale: index % 2 ? 'es' : 'en',
        patient_currency: 'USD',
        valid_until: '2027-01-31',
        note: 'Three clinics that do this well, with everything the price includes.',
        sent_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    quoteIds.push(quoteId)
    for (const [position, offer] of offers.slice(0, 3).entries()) {
      const rate = offer.currency === 'EUR' ? '1.0512' : offer.currency === 'COP' ? '0.000243' : offer.currency === 'MXN' ? '0.0581' : null
      const { id: optionId } = await db
        .insertInto('quote_options')
        .values({
          quote_id: quoteId,
          position: position + 1,
          clinic_id: offer.clinicId,
          specialist_id: offer.specialistId,
          currency: offer.currency,
          not_included: 'Flights and meals.',
          may_change: 'PRK instead of LASIK if the corneas are thin.',
          may_change_max_minor: 30_000_00,
          assessment_fee_minor: 150_000_00,
          rate: offer.currency === 'USD' ? null : rate,
          rate_date: offer.currency === 'USD' ? null : '2026-10-31',
          rate_source: offer.currency === 'USD' ? null : 'ecb',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('quote_lines')
        .values(
          QUOTE_LINE_KINDS.map((kind, line) => ({
            option_id: optionId,
            position: line + 1,
            kind,
            description: kind === 'lens' ? 'Alcon AcrySof IQ PanOptix' : '',
            quantity: kind === 'accommodation' ? 4 : 1,
            amount_minor: (line + 1) * 1_234_500,
            included: line < 7 ? 1 : 0,
          })),
        )
        .execute()
    }
  }
  return quoteIds
}

async function measureReads(name: string, handle: DatabaseHandle<Database>) {
  const db = handle.db
  await migrateToLatest(db)
  await syncCatalogue(db)
  const started = performance.now()
  const quoteIds = await seedQuotes(db)
  await sql`analyze`.execute(db)
  console.log(
    `Personal quotes [${name}]: ${QUOTES.toLocaleString('en')} sent quotes of 3 options × 10 lines (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s); server time`,
  )
  const some = quoteIds[Math.floor(QUOTES / 2)]!
  const baseline = await timings(() => db.selectFrom('quotes').selectAll().where('id', '=', some).executeTakeFirst(), 50)
  console.log(`  baseline, a primary-key read: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`)
  const reads: Array<[string, () => Promise<unknown>, number]> = [
    ['the quote read for its page (es)', () => quoteView(db, some, 'es'), PAGE_TARGET_MS],
    ['read and its PDF rendered (es)', async () => renderQuotePdf((await quoteView(db, some, 'es'))!, 'es'), PDF_TARGET_MS],
  ]
  for (const [label, run, target] of reads) {
    const { p50, p95 } = await timings(run, 50)
    console.log(
      `    ${label.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms (${ratio(p50, baseline.p50)}), p95 ${p95.toFixed(1).padStart(6)} ms (${ratio(p95, baseline.p95)})${p95 > target ? `  over the ${target} ms goal` : ''}`,
    )
  }
}

/* ---------- The page and the PDF over HTTP ---------- */

async function measureHttp() {
  const file = path.join(os.tmpdir(), `claravia-bench-quotes-${process.pid}.db`)
  fs.rmSync(file, { force: true })
  const port = Number(process.env.BENCH_PORT ?? 3197) + 30
  // The first start migrates and seeds the catalogue; quotes are then written beside it.
  await stopServer(await startProductionServer(port, `file:${file}`))
  const handle = openDatabase<Database>(`file:${file}`)
  const quoteIds = await seedQuotes(handle.db)
  const some = quoteIds[Math.floor(QUOTES / 2)]!
  const owner = await handle.db.selectFrom('quotes').select('patient_id').where('id', '=', some).executeTakeFirstOrThrow()
  const session = await createSession(handle.db, owner.patient_id, new Date(), { role: 'patient', twoFactorDone: true })
  const baseline = await timings(() => handle.db.selectFrom('quotes').selectAll().where('id', '=', some).executeTakeFirst(), 50)
  await handle.destroy()
  const server = await startProductionServer(port, `file:${file}`)
  try {
    const get = (url: string) => async () => {
      const answer = await fetch(url, { headers: { Cookie: `token=${session.token}` } })
      if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`)
      await answer.arrayBuffer()
    }
    console.log(`Quote page and PDF over HTTP [sqlite, one production process]; baseline, a primary-key read: p95 ${baseline.p95.toFixed(2)} ms`)
    for (const [label, url, target] of [
      // Beside it, the account's first page: what any signed-in page of the account costs (its layout, the session).
      ['the account /es/account, for scale', `http://localhost:${port}/es/account`, PAGE_TARGET_MS],
      ['page /es/account/quotes/:id', `http://localhost:${port}/es/account/quotes/${some}`, PAGE_TARGET_MS],
      ['PDF /es/account/quotes/:id/pdf', `http://localhost:${port}/es/account/quotes/${some}/pdf`, PDF_TARGET_MS],
    ] as const) {
      const { p50, p95 } = await timings(get(url), 50)
      console.log(
        `    ${label.padEnd(36)} p50 ${p50.toFixed(1).padStart(6)} ms (${ratio(p50, baseline.p50)}), p95 ${p95.toFixed(1).padStart(6)} ms (${ratio(p95, baseline.p95)})${p95 > target ? `  over the ${target} ms goal` : ''}`,
      )
    }
  } finally {
    await stopServer(server)
    fs.rmSync(file, { force: true })
  }
}

await onEachDatabase(measureReads)
await measureHttp()
process.exit(0)
