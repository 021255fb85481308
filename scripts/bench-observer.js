// The cost of watching requests (issue 28): the share of the production server's CPU spent in the
// request observer, the trace context (AsyncLocalStorage and its async hooks) and the request metrics,
// from a CPU profile of the server under load on its cheapest page (the Spanish home page from the page
// cache, metrics on). A share of the same run's CPU, so it holds on a noisy machine. Run by `npm run bench`
// after a build; alone: node scripts/bench-observer.js
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const port = Number(process.env.BENCH_PORT ?? 3197) + 2
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-bench-observer-'))
/** Frames that exist only because requests are watched: ours, Node's async hooks behind AsyncLocalStorage, prom-client's updates. */
const WATCHING =
  /^(observeRequest|traceFromHeader|formatTraceparent|runInTrace|randomHex|countRequest|routeLabel|exportRequestSpan) |node:(internal\/)?async_hooks|prom-client\/lib\/(histogram|counter)\.js/

const server = spawn('node', ['--cpu-prof', `--cpu-prof-dir=${folder}`, 'server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    METRICS_PORT: String(port + 1),
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
    DATABASE_URL: `file:${path.join(folder, 'bench.db')}`,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve) => server.stdout.on('data', (chunk) => String(chunk).includes('running at') && resolve()))
const url = `http://localhost:${port}/es`
const load = (duration) => autocannon({ url, connections: 20, duration, headers: { 'Accept-Encoding': 'gzip' } })
await load(3)
const measured = await load(10)
const exited = new Promise((resolve) => server.once('exit', resolve))
server.kill('SIGTERM')
await exited

const profile = JSON.parse(
  fs.readFileSync(
    path.join(
      folder,
      fs.readdirSync(folder).find((name) => name.endsWith('.cpuprofile')),
    ),
    'utf8',
  ),
)
const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
let busy = 0
let watching = 0
profile.samples.forEach((id, index) => {
  const frame = nodes.get(id)
  const micros = profile.timeDeltas[index] ?? 0
  if (frame.functionName === '(idle)') return
  busy += micros
  if (WATCHING.test(`${frame.functionName} ${frame.url}`)) watching += micros
})
fs.rmSync(folder, { recursive: true, force: true })
console.log('Watching requests (trace context, request metrics), cached Spanish home page, 20 connections, 10 s:')
console.log(
  `  ${Math.round(measured.requests.average)} req/s, p99 ${measured.latency.p99} ms; ` +
    `${((watching / busy) * 100).toFixed(1)} % of the server's CPU is spent watching them`,
)
