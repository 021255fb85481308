// Lighthouse 12 scores of key pages in both languages (home, a service, a destination, a
// blog article, a clinic, a specialist, a comparison): the four category scores and the Core Web Vitals a visitor on a mid-range
// phone would see (Lighthouse's default mobile run with simulated throttling), then what
// each page loses points on, so a reader knows what to fix. One headless Chromium serves
// every run. Alone: `node scripts/bench-lighthouse.js http://localhost:PORT` against an
// already running server (LH_PAGES=/a,/b: only those pages and their Spanish versions).
// The machine's cores are shared: compare pages within one run.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu']
const pages = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
  : [
      '/',
      '/medical-services/lasik',
      '/destinations/bogota',
      '/blog/first-week-after-lasik-recovery',
      // Issue 31's pages: a clinic, a specialist, three clinics compared for LASIK.
      '/clinics/clinica-vision-andina',
      '/specialists/valentina-rojas',
      '/compare?treatment=lasik&clinics=clinica-vision-andina,instituto-de-la-vision-reforma,centre-oftalmologic-diagonal',
    ]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' }

/** The Spanish version of an English page, as its `hreflang="es"` alternate link names it (slugs may be translated). */
async function spanishPath(base, page) {
  const html = await (await fetch(`${base}${page}`)).text()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="alternate"/i.test(tag) || !/\bhreflang="es"/i.test(tag)) continue
    const href = new URL(tag.match(/\bhref="([^"]+)"/i)[1], base)
    if (href.search || !page.includes('?')) return `${href.pathname}${href.search}`
    // Alternates name a page without its query (the compare page's choice): ask the Spanish page with the same
    // query and take where it leads (it answers the English slugs with a redirect to its own).
    const answer = await fetch(`${base}${href.pathname}${page.slice(page.indexOf('?'))}`)
    const spanish = new URL(answer.url)
    return `${spanish.pathname}${spanish.search}`
  }
  return null
}

/** Every page to measure, English then Spanish; a page that does not answer 200 is reported and left out. */
export async function pagesToMeasure(base) {
  const found = []
  for (const page of pages) {
    const spanish = await spanishPath(base, page)
    if (!spanish) console.log(`  ${page}: no hreflang="es" alternate link, Spanish version left out`)
    for (const path of spanish ? [page, spanish] : [page]) {
      const { status } = await fetch(`${base}${path}`, { redirect: 'manual' })
      if (status === 200) found.push(path)
      else console.log(`  ${path}: HTTP ${status}, left out`)
    }
  }
  return found
}

/** One line of the table: the four scores (0–100), FCP, LCP, TBT (ms), CLS, the page's weight (bytes on the wire), the
 * main thread's work while the page loads (ms, at the simulated phone's speed) and the host's CPU benchmark index then. */
function scoreLine(path, lhr) {
  const score = (id) => String(lhr.categories[id]?.score == null ? '–' : Math.round(lhr.categories[id].score * 100))
  const ms = (id) => `${Math.round(lhr.audits[id].numericValue ?? NaN)} ms`
  const cls = lhr.audits['cumulative-layout-shift'].numericValue
  return (
    `  ${path.padEnd(44)}${categories.map((id) => score(id).padStart(5)).join('')}` +
    `${Object.values(metrics)
      .map((id) => ms(id).padStart(10))
      .join('')}${(cls ?? NaN).toFixed(3).padStart(8)}${`${(lhr.audits['total-byte-weight'].numericValue / 1000).toFixed(1)} kB`.padStart(11)}` +
    `${ms('mainthread-work-breakdown').padStart(13)}${String(Math.round(lhr.environment.benchmarkIndex)).padStart(7)}`
  )
}

/** The table's header, aligned with `scoreLine`. */
function headerLine() {
  const columns = ['perf', 'a11y', 'b-p', 'seo'].map((name) => name.padStart(5))
  return `  ${'page'.padEnd(44)}${columns.join('')}${Object.keys(metrics)
    .map((name) => name.padStart(10))
    .join('')}${'CLS'.padStart(8)}${'weight'.padStart(11)}${'main thread'.padStart(13)}${'index'.padStart(7)}`
}

/** What an audit would save: time, bytes and the metrics it would improve. */
function savings(audit) {
  const parts = []
  const { overallSavingsMs: ms, overallSavingsBytes: bytes } = audit.details ?? {}
  if (ms > 0) parts.push(`${Math.round(ms)} ms`)
  if (bytes > 0) parts.push(`${(bytes / 1024).toFixed(1)} KiB`)
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
    if (value > 0) parts.push(metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`)
  }
  if (!parts.length && audit.displayValue) parts.push(audit.displayValue)
  return parts.length ? ` (${parts.join(', ')})` : ''
}

/** The worst few resources or elements an audit names, with their size, cost or what they would save. */
function offenders(audit) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  return (audit.details?.items ?? [])
    .filter((item) => typeof item.url === 'string' || item.node)
    .slice(0, 3)
    .map((item) => {
      const facts = [
        item.totalBytes && kib(item.totalBytes),
        item.wastedBytes && `${kib(item.wastedBytes)} avoidable`,
        item.wastedMs && `${Math.round(item.wastedMs)} ms`,
        item.total && `${Math.round(item.total)} ms CPU`,
        item.cacheLifetimeMs === 0 && 'no cache lifetime',
        item.cacheLifetimeMs > 0 && `cached ${Math.round(item.cacheLifetimeMs / 1000)} s`,
        item.score && `shift ${item.score.toFixed(3)}`,
      ].filter(Boolean)
      const what = typeof item.url === 'string' ? item.url : (item.node.snippet ?? item.node.nodeLabel).slice(0, 100)
      return `        ${what}${facts.length ? ` — ${facts.join(', ')}` : ''}`
    })
}

/** The element Lighthouse counted as the largest contentful paint, with the phases of its time. */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = element?.items?.[0]?.node
  if (!node) return null
  const timing = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')
  return `${`${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 140)}${timing ? `\n        ${timing}` : ''}`
}

/** The failing audits of one category: performance diagnostics scoring below 0.9, otherwise any that do not pass. */
function failingAudits(lhr, category) {
  const lines = []
  for (const ref of lhr.categories[category].auditRefs) {
    const audit = lhr.audits[ref.id]
    if (ref.group === 'hidden' || audit.score === null) continue
    if (category === 'performance' ? ref.group !== 'diagnostics' || audit.score >= 0.9 : audit.score >= 1) continue
    const items = audit.details?.items?.length
    lines.push(`      ${audit.title}${category === 'performance' ? savings(audit) : items ? ` (${items} items)` : ''}`)
    if (category === 'performance') lines.push(...offenders(audit))
  }
  return lines
}

/** What each page below 100 loses points on, category by category. */
function printFindings(results) {
  for (const { path, lhr } of results) {
    const below = categories.filter((id) => lhr.categories[id]?.score != null && lhr.categories[id].score < 1)
    if (!below.length) continue
    console.log(`\n  ${path}`)
    for (const category of below) {
      console.log(`    ${category} ${Math.round(lhr.categories[category].score * 100)}:`)
      if (category === 'performance' && lcpElement(lhr)) console.log(`      LCP element: ${lcpElement(lhr)}`)
      const lines = failingAudits(lhr, category)
      console.log(lines.length ? lines.join('\n') : '      (no single failing audit: the metrics themselves)')
    }
  }
}

/** How fast Lighthouse found this machine's CPU during the runs: a wide range means a busy machine and noisy TBT. */
function printHostSpeed(results) {
  const indexes = results.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex))
  if (indexes.length)
    console.log(`  Host CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} (a wide range: a busy machine, noisy TBT)`)
  for (const warning of new Set(results.flatMap(({ lhr }) => lhr.runWarnings))) console.log(`  Warning: ${warning}`)
}

/**
 * Runs Lighthouse (default mobile configuration) on each key page of the server at `base` and prints the report.
 * `paths` and `cookie`: other pages (already in both languages), as a signed-in visitor with that Cookie header.
 */
export async function lighthouseReport(base, { paths: given, cookie } = {}) {
  console.log(`Lighthouse 12 (mobile, simulated throttling), scores 0–100${cookie ? ', signed in' : ''}:`)
  if (!fs.existsSync(chromePath)) {
    console.log(`  Skipped: no Chromium at ${chromePath} (install it with \`apt-get install -y chromium\`).`)
    return []
  }
  const paths = given ?? (await pagesToMeasure(base))
  const chrome = await launch({ chromePath, chromeFlags })
  const results = []
  try {
    console.log(headerLine())
    for (const path of paths) {
      const flags = { port: chrome.port, logLevel: 'error', onlyCategories: categories, ...(cookie && { extraHeaders: { Cookie: cookie } }) }
      const { lhr } = await lighthouse(`${base}${path}`, flags)
      if (lhr.runtimeError) {
        console.log(`  ${path.padEnd(44)} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        continue
      }
      console.log(scoreLine(path, lhr))
      results.push({ path, lhr })
    }
    printHostSpeed(results)
    printFindings(results)
  } finally {
    chrome.kill()
  }
  return results
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2]
  if (!base) {
    console.error('Usage: node scripts/bench-lighthouse.js http://localhost:PORT')
    process.exit(1)
  }
  await lighthouseReport(base.replace(/\/$/, ''))
}
