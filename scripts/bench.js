// `npm run bench`: the figures the issues ask for, measured on the production
// build: first-load JavaScript per page (gzip and brotli, as served), throughput
// and p99 latency of key pages and a search API call, and the server-side time
// of a search over 10,000 documents. Starts its own server on a spare port
// with a throwaway database. The load generator shares the machine's cores:
// compare figures from one run, not across machines.
import { spawn, spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { buildIfNeeded } from './start.js'

const port = Number(process.env.BENCH_PORT ?? 3197)
const base = `http://localhost:${port}`
const pages = ['/', '/es', '/medical-services', '/medical-services/lasik', '/destinations/bogota', '/blog', '/modals']

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

let server = await startServer(1)

/** Every script the browser loads for a page before it is interactive. */
async function firstLoadScripts(html) {
  const urls = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]))
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1])
  return [...urls]
}

console.log('First-load JavaScript (what the browser downloads before the page is interactive):')
for (const page of pages) {
  const html = await (await fetch(`${base}${page}`)).text()
  let raw = 0
  let gzip = 0
  let brotli = 0
  const scripts = await firstLoadScripts(html)
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(`${base}${url}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer())
    raw += body.length
    gzip += zlib.gzipSync(body, { level: 9 }).length
    brotli += zlib.brotliCompressSync(body).length
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  console.log(`  ${page.padEnd(8)} ${scripts.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`)
}

const throughput = {}
for (const workers of [1, 2]) {
  if (workers > 1) {
    await stopServer(server)
    server = await startServer(workers)
  }
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
await stopServer(server)

console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-search.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-auth.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-booking.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-durability.ts'], { stdio: 'inherit' })
console.log('')
spawnSync('npx', ['tsx', 'scripts/bench-staff.ts'], { stdio: 'inherit' })
