// The cost of durable SQLite commits: the same writes (a contact message with
// its two outbox emails, one transaction each, as POST /v1/contact does) on a
// file database with synchronous=NORMAL (the baseline, measured in this run)
// and synchronous=FULL (what the server uses). Run by `npm run bench`;
// docs/decisions/015-sqlite-durability.md records the choice.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { submitContactMessage } from '../app/contact/contact.server'
import { openDatabase, type SqliteSynchronous } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'

const COMMITS = Number(process.env.BENCH_COMMITS ?? 500)

async function commitsPerSecond(synchronous: SqliteSynchronous) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-durability-'))
  const handle = openDatabase<Database>(`file:${path.join(folder, 'bench.db')}`, { synchronous })
  try {
    await migrateToLatest(handle.db)
    const started = performance.now()
    for (let i = 0; i < COMMITS; i++) {
      await submitContactMessage(
        handle.db,
        { name: 'Bench', email: `bench-${i}@example.com`, subject: 'Durability', message: 'How long does a commit take?', locale: 'en' },
        { staffEmail: 'staff@example.com' },
      )
    }
    return COMMITS / ((performance.now() - started) / 1000)
  } finally {
    await handle.destroy()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

// Warm-up so the first measured run does not pay for module loading.
await commitsPerSecond('NORMAL')
const normal = await commitsPerSecond('NORMAL')
const full = await commitsPerSecond('FULL')
console.log(
  `SQLite write throughput (${COMMITS} contact messages, one transaction each, file in ${os.tmpdir()}): ` +
    `synchronous=NORMAL ${Math.round(normal)} commits/s (baseline), synchronous=FULL ${Math.round(full)} commits/s ` +
    `(${(full / normal).toFixed(2)}× the baseline)`,
)
process.exit(0)
