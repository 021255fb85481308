// Runs a benchmark on an in-memory SQLite database and, when TEST_DATABASE_URL
// is set, on PostgreSQL in a throwaway schema.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../app/db/dialect.server'
import type { Database } from '../app/db/schema'

export async function onEachDatabase(measure: (name: string, handle: DatabaseHandle<Database>) => Promise<void>) {
  await measure('sqlite', openDatabase<Database>('file::memory:'))
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (!postgresUrl) {
    console.log('PostgreSQL not measured: set TEST_DATABASE_URL=postgres://… to include it.')
    return
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const handle = openDatabase<Database>(postgresUrl, { searchPath: schema })
  try {
    await measure('postgres', handle)
  } finally {
    await handle.destroy()
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  }
}

/** p50 and p95 of `rounds` runs of `run` (after one warm-up run), in milliseconds. */
export async function timings(run: () => Promise<unknown>, rounds = 20) {
  await run()
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** A time as a multiple of the same run's baseline ("12.3×"): comparable across runs of a noisy machine. */
export const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`

/** The built site as production runs it, one process, quiet logs: resolves once it says it is running. */
export function startProductionServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn('node', ['server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve) => child.stdout!.on('data', (chunk) => String(chunk).includes('running at') && resolve(child)))
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
