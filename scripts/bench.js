// `npm run bench`: the figures the issues ask for, measured on the production
// build: first-load JavaScript per page (gzip and brotli, as served); the home
// page from the page cache and rendered, as a share of nginx serving the same
// bytes, with the server's CPU time per request, with one and two processes;
// throughput and p99 latency of key pages and a search API call; Lighthouse
// scores; what starting a page costs the main thread at 4× and 6× CPU slowdown
// (bench-startup.ts); then the database benches (search, sign-in, booking, durability,
// rate limits per store, staff lists, care conversations (the list, a message's delay between instances), document storage in a folder and in S3, one /metrics scrape, the CPU share of watching requests). Starts its own server on a spare port with a throwaway
// database. The load generator shares the machine's cores: compare figures
// from one run, not across machines.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { lighthouseReport } from './bench-lighthouse.js'
import { ensureNginx, startNginx } from './bench-nginx.js'
import { buildIfNeeded } from './start.js'

const port = Number(process.env.BENCH_PORT ?? 3197)
const base = `http://localhost:${port}`
// Every public template (issue 14: at most 125 KB of first-load JavaScript on each).
const pages = [
  '/',
  '/es',
  '/medical-services',
  '/medical-services/lasik',
  '/destinations',
  '/destinations/bogota',
  '/blog',
  '/blog/first-week-after-lasik-recovery',
  '/faqs',
  '/contact-us',
  '/our-company',
  '/privacy-policies',
  '/newsletter',
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/modals',
]

buildIfNeeded()

/** The production server with `workers` processes, on a throwaway database; resolves once it listens. */
async function startServer(workers) {
  const child = spawn('node', ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(workers),
      DATABASE_URL: `file:${path.join(os.tmpdir(), `claravia-bench-${port}.db`)}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve) => child.stdout.on('data', (chunk) => String(chunk).includes('running at') && resolve()))
  return child
}

/** Stops a server and waits until it has let go of the port. */
async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** CPU seconds the server process and its workers have used so far (Linux /proc; clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split(/\s+/)
    .filter(Boolean)
  let ticks = 0
  for (const id of [String(pid), ...children]) {
    const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / 100
}

/** 50 connections for 5 s; with the server's pid, also its CPU time per request. */
async function load(url, headers = {}, pid) {
  const before = pid ? cpuSeconds(pid) : 0
  const result = await autocannon({ url, connections: 50, duration: 5, headers: { 'Accept-Encoding': 'gzip', ...headers } })
  const cpuMs = pid ? ((cpuSeconds(pid) - before) * 1000) / result.requests.total : undefined
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, cpuMs }
}

/**
 * The home page as anonymous visitors get it (from the page cache), as it costs to render (a
 * request the cache does not answer: it carries a cookie), and nginx serving the same bytes.
 */
async function homeBesideNginx(workers) {
  const processes = `${workers} process${workers > 1 ? 'es' : ''}`
  console.log(`\nHome page with ${processes}, 50 connections, 5 s, gzip, beside nginx (${processes}) serving the same bytes:`)
  await fetch(`${base}/`)
  const html = Buffer.from(await (await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer())
  const figures = {
    'from the page cache': await load(`${base}/`, {}, server.pid),
    'rendered for each request': await load(`${base}/`, { Cookie: 'toast=bench' }, server.pid),
  }
  const baselines = {}
  for (const [name, compression] of [
    ['nginx, compressed ahead', 'ahead'],
    ['nginx, compressing each', 'each'],
  ]) {
    if (!ensureNginx()) break
    const stop = await startNginx({ html, port: port + 1, workers, compression })
    baselines[name] = await load(`http://127.0.0.1:${port + 1}/`)
    await stop()
    const { rps, p99, non2xx } = baselines[name]
    console.log(`  ${name.padEnd(28)} ${Math.round(rps)} req/s, p99 ${p99} ms, ${non2xx} non-2xx`)
  }
  if (Object.keys(baselines).length === 0) console.log('  nginx could not be installed: no baseline in this run')
  for (const [name, figure] of Object.entries(figures)) {
    const share = Object.values(baselines)
      .map((baseline) => `${((figure.rps / baseline.rps) * 100).toFixed(1)} %`)
      .join(' / ')
    console.log(
      `  ${name.padEnd(28)} ${Math.round(figure.rps)} req/s${share ? ` (${share} of nginx)` : ''}, p99 ${figure.p99} ms, ` +
        `${figure.cpuMs.toFixed(2)} ms CPU per request, ${figure.non2xx} non-2xx`,
    )
  }
}

let server = await startServer(1)

/** Every script the browser loads for a page before it is interactive: the files its module script loads (app/navigation/scripts-after-first-paint.tsx), not the ones its route manifest names. */
async function firstLoadScripts(html) {
  const urls = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]))
  for (const [, loader] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of loader.replace(/window\.__reactRouterManifest = .*;/, '').matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1])
  }
  return [...urls]
}

/** The bytes the server sends for a file in one content coding (its precompressed copy). */
function servedBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

console.log('First-load JavaScript (what the browser downloads before the page is interactive; bytes on the wire as served):')
for (const page of pages) {
  const html = await (await fetch(`${base}${page}`)).text()
  const scripts = await firstLoadScripts(html)
  let [raw, gzip, brotli] = [0, 0, 0]
  for (const url of scripts) {
    raw += await servedBytes(`${base}${url}`, 'identity')
    gzip += await servedBytes(`${base}${url}`, 'gzip')
    brotli += await servedBytes(`${base}${url}`, 'br')
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(`  ${page.padEnd(38)} ${scripts.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`)
}

const throughput = {}
for (const workers of [1, 2]) {
  if (workers > 1) {
    await stopServer(server)
    server = await startServer(workers)
  }
  await homeBesideNginx(workers)
  console.log(`\nThroughput with ${workers} server process${workers > 1 ? 'es' : ''} (10 connections, 5 s each, gzip):`)
  for (const path of ['/', '/medical-services/lasik', '/v1/services?locale=es&q=cirugia']) {
    const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: 5, headers: { 'Accept-Encoding': 'gzip' } })
    const ratio = throughput[path] ? ` (${(result.requests.average / throughput[path]).toFixed(2)}× one process)` : ''
    throughput[path] ??= result.requests.average
    console.log(
      `  ${path.padEnd(36)} ${Math.round(result.requests.average)} req/s${ratio}, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
    )
  }
}
console.log('')
await lighthouseReport(base)
await stopServer(server)

console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-startup.ts'], { stdio: 'inherit' })

console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-search.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-auth.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-booking.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-durability.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-rate-limits.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-staff.ts'], { stdio: 'inherit' })
spawnSync('npx', ['tsx', 'scripts/bench-conversations.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-storage.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-metrics.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-quote-pdf.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-quotes.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-reviews.ts'], { stdio: 'inherit' })
