// The quote's PDF (issue 30; goal: p95 ≤ 300 ms of server time). Renders the sample quote of three
// options (app/quotes/sample-quote.ts: COP, EUR and CRC converted to US dollars, three pages) in both
// languages, one after another in this process, and prints p50/p95/p99 of wall and CPU time and the
// file's size. Beside it, in the same run, the baseline: a one-page PDF holding one line in the same
// embedded font (pdfkit's floor: a document, a page, a font subset); each figure also as a ratio of it.
// The first render of a process (code and fonts still cold) is printed apart. Benchmarks print; they
// do not assert.
// Run by `npm run bench`; alone: npx tsx scripts/bench-quote-pdf.ts
import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import { renderQuotePdf } from '../app/quotes/quote-pdf.server'
import { sampleQuoteView } from '../app/quotes/sample-quote'

const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 200)
const TARGET_MS = 300

/**
 * Wall time of each run, and the process's CPU time during it: on a machine whose two cores are shared
 * (the load generator, other work), the CPU time is what the render itself costs the server.
 */
async function timings(run: () => Promise<unknown>, rounds = ROUNDS) {
  for (let i = 0; i < 20; i++) await run()
  const times: number[] = []
  const cpu: number[] = []
  for (let round = 0; round < rounds; round++) {
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
    const used = process.cpuUsage(cpuBefore)
    cpu.push((used.user + used.system) / 1000)
  }
  const at = (values: number[], p: number) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!
  return { p50: at(times, 0.5), p95: at(times, 0.95), p99: at(times, 0.99), cpu50: at(cpu, 0.5), cpu95: at(cpu, 0.95) }
}

const ratio = (value: number, baseline: number) => `×${(value / baseline).toFixed(1)}`

const font = fontkit.create(fs.readFileSync(path.resolve('app/fonts/inter-pdf-400.ttf'))) as fontkit.Font

/** One page, one line of Inter: what any PDF of this library costs. */
function oneLinePdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', font: null as unknown as string })
  const chunks: Uint8Array[] = []
  const done = new Promise<Uint8Array>((resolve) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
  })
  doc.registerFont('Inter', font as unknown as Buffer)
  doc.font('Inter').fontSize(12).text('Claravia · Presupuesto personal n.º 1207-2', 54, 54)
  doc.end()
  return done
}

const views = { en: sampleQuoteView('en'), es: sampleQuoteView('es') }

const coldStarted = performance.now()
await renderQuotePdf(views.en, 'en')
const cold = performance.now() - coldStarted

console.log(`Quote PDF (issue 30): a quote of three options, three A4 pages; server time, ${ROUNDS} renders one after another`)
const baseline = await timings(oneLinePdf)
console.log(
  `  baseline, a one-line PDF in the same font: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms; CPU p50 ${baseline.cpu50.toFixed(2)} ms, p95 ${baseline.cpu95.toFixed(2)} ms (${(await oneLinePdf()).length} bytes)`,
)
for (const locale of ['en', 'es'] as const) {
  const size = (await renderQuotePdf(views[locale], locale)).length
  const { p50, p95, p99, cpu50, cpu95 } = await timings(() => renderQuotePdf(views[locale], locale))
  console.log(
    `    the quote's PDF, ${locale}${' '.repeat(23)}p50 ${p50.toFixed(2).padStart(7)} ms (${ratio(p50, baseline.p50)}), p95 ${p95.toFixed(2).padStart(7)} ms (${ratio(p95, baseline.p95)}), p99 ${p99.toFixed(2)} ms, ${(size / 1024).toFixed(1)} kB${p95 > TARGET_MS ? `  over the ${TARGET_MS} ms target` : ''}`,
  )
  console.log(
    `      of which CPU time: p50 ${cpu50.toFixed(2)} ms (${ratio(cpu50, baseline.cpu50)}), p95 ${cpu95.toFixed(2)} ms (${ratio(cpu95, baseline.cpu95)})`,
  )
}
console.log(`    first render in a fresh process (fonts read and parsed): ${cold.toFixed(0)} ms`)
