// The cost of counting one attempt against a rate limit (what sign-in does twice and
// every guarded form two or three times), per store: this process's memory (unit
// tests), the database without Redis (SQLite file with synchronous=FULL as the
// server runs it, NORMAL for comparison; PostgreSQL when TEST_DATABASE_URL is set),
// and Redis when one answers at BENCH_REDIS_URL (default redis://127.0.0.1:6379).
// Run by `npm run bench`; alone: npx tsx scripts/bench-rate-limits.ts.
// docs/decisions/030-rate-limits-in-the-database.md records the choice.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type DatabaseHandle, type SqliteSynchronous } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { closeRateLimits, consume, keepRateLimitsInDatabase } from '../app/security/rate-limit.server'

process.env.NODE_ENV ??= 'test'
const ROUNDS = Number(process.env.BENCH_CONSUMES ?? 2000)

/** p50 and p99 of one consume, in microseconds, over ROUNDS consumes of as many keys (never refused) after a warm-up. */
async function perConsume() {
  const batch = randomBytes(4).toString('hex')
  for (let i = 0; i < 50; i++) await consume('contactAddress', `warm-${batch}-${i}`)
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now()
    await consume('contactAddress', `198.51.100.${i % 250}-${batch}-${i}`)
    times.push((performance.now() - started) * 1000)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]!)
  return { p50: at(0.5), p99: at(0.99) }
}

/** The memory store's p50 measured first in this run: each store's cost is also printed as a multiple of it (a noisy machine moves both). */
let baselineP50 = Number(process.env.BENCH_BASELINE_P50) || undefined

function report(store: string, { p50, p99 }: { p50: number; p99: number }) {
  const ratio = baselineP50 ? `, ${(p50 / baselineP50).toFixed(1)}× memory` : ''
  console.log(`  ${store.padEnd(40)} p50 ${String(p50).padStart(5)} µs, p99 ${String(p99).padStart(6)} µs${ratio}`)
}

async function inDatabase(store: string, handle: DatabaseHandle<Database>) {
  try {
    await migrateToLatest(handle.db)
    await closeRateLimits()
    await keepRateLimitsInDatabase(handle.db)
    report(store, await perConsume())
  } finally {
    await closeRateLimits()
    await handle.destroy()
  }
}

async function sqliteFile(synchronous: SqliteSynchronous) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-rate-limits-'))
  try {
    await inDatabase(
      `database: SQLite file, synchronous=${synchronous}`,
      openDatabase<Database>(`file:${path.join(folder, 'bench.db')}`, { synchronous }),
    )
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

async function answers(url: string) {
  const { hostname, port } = new URL(url)
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

if (process.argv.includes('--redis')) {
  // A process of its own: the store is chosen by REDIS_URL, read once per process.
  report(`Redis (${process.env.REDIS_URL})`, await perConsume())
  await closeRateLimits()
  process.exit(0)
}

console.log(`Rate limits: one attempt counted (${ROUNDS} consumes, one key each, sequential):`)
await closeRateLimits()
const memory = await perConsume()
report('memory of this process (no store)', memory)
baselineP50 = memory.p50
await sqliteFile('FULL')
await sqliteFile('NORMAL')
const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  try {
    await inDatabase('database: PostgreSQL', openDatabase<Database>(postgresUrl, { searchPath: schema }))
  } finally {
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  }
} else {
  console.log('  PostgreSQL not measured: set TEST_DATABASE_URL=postgres://… to include it.')
}
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
if (await answers(redisUrl)) {
  spawnSync('npx', ['tsx', import.meta.filename, '--redis'], {
    stdio: 'inherit',
    env: { ...process.env, REDIS_URL: redisUrl, BENCH_BASELINE_P50: String(baselineP50) },
  })
} else {
  console.log(`  Redis not measured: nothing answers at ${redisUrl}.`)
}
process.exit(0)
