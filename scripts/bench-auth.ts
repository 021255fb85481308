// Server time of a sign-in: look up the account, verify the argon2id hash,
// create the session. Run by `npm run bench`; alone: npx tsx scripts/bench-auth.ts
import { ARGON2_OPTIONS } from '../app/accounts/password.server'
import { authenticate } from '../app/accounts/authenticate.server'
import { createSession } from '../app/accounts/session-store.server'
import { createUser } from '../app/accounts/users.server'
import { openDatabase } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'

const { db } = openDatabase<Database>('file::memory:')
await migrateToLatest(db)
await createUser(db, { name: 'Bench', email: 'bench@example.com', password: 'Claravia#2026', locale: 'en', acceptedPolicies: false })

async function time(run: () => Promise<unknown>, rounds = 40) {
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)]!.toFixed(1), p99: times[times.length - 1]!.toFixed(1) }
}

const success = await time(async () => {
  const user = await authenticate(db, 'bench@example.com', 'Claravia#2026')
  await createSession(db, user!.id)
})
const wrong = await time(() => authenticate(db, 'bench@example.com', 'Wrong#Password1'))
const unknown = await time(() => authenticate(db, 'nobody@example.com', 'Wrong#Password1'))
const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS
console.log(`Sign-in server time (argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}; 40 runs each):`)
console.log(`  success (verify + session): median ${success.median} ms, max ${success.p99} ms`)
console.log(`  wrong password:             median ${wrong.median} ms, max ${wrong.p99} ms`)
console.log(`  unknown email:              median ${unknown.median} ms, max ${unknown.p99} ms`)
await db.destroy()
