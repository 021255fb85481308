// Care conversations (issue 29). The console's conversation list over 10,000
// conversations and 200,000 messages (goal: p95 ≤ 50 ms), on SQLite and — when
// TEST_DATABASE_URL is set — PostgreSQL, each figure also as a ratio of a
// primary-key read in the same run. Then a message's delay from one instance
// to another (goal: p95 ≤ 2 s): two production servers on one database, a
// reader holding the live-update request of the patient's page on the second
// while the care team replies through the first's API.
// Run by `npm run bench`; alone: npx tsx scripts/bench-conversations.ts
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { createSession } from '../app/accounts/session-store.server'
import { clinicScopeOf } from '../app/access/clinic-scope.server'
import { syncCatalogue } from '../app/content-editing/seed-sync.server'
import { listConversations } from '../app/conversations/conversation-list.server'
import { openDatabase, type DatabaseHandle } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import type { Database } from '../app/db/schema'
import { onEachDatabase, ratio, timings } from './bench-databases'

const CONVERSATIONS = 10_000
const MESSAGES_EACH = 20
const COORDINATORS = 8
const BATCH = 1_000
const TARGET_MS = 50
const DELIVERIES = 40
const DELIVERY_TARGET_MS = 2_000

let seed = 11
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

async function insertInBatches<T>(count: number, row: (index: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset)))
  }
}

async function users(db: Kysely<Database>, count: number, role: 'patient' | 'coordinator' | 'clinic_staff', prefix: string) {
  const at = new Date('2026-01-01T00:00:00.000Z').toISOString()
  await insertInBatches(
    count,
    (index) => ({
      name: `${prefix} ${index}`,
      email: `${prefix.toLowerCase()}.${index}@example.com`,
      password_hash: 'x',
      locale: random() < 0.5 ? 'en' : 'es',
      role,
      created_at: at,
      updated_at: at,
    }),
    (rows) => db.insertInto('users').values(rows).execute(),
  )
  return (await db.selectFrom('users').select('id').where('role', '=', role).orderBy('id').execute()).map((row) => row.id)
}

/** 10,000 patients with a conversation of 20 messages each (a third waiting), some with an appointment. */
async function seedConversations(db: Kysely<Database>) {
  const coordinators = await users(db, COORDINATORS, 'coordinator', 'Coordinator')
  const patients = await users(db, CONVERSATIONS, 'patient', 'Patient')
  const clinic = (await db.selectFrom('clinics').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  const service = (await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  const start = Date.parse('2026-10-01T00:00:00.000Z')
  await insertInBatches(
    CONVERSATIONS / 4,
    (index) => ({
      user_id: patients[index * 4]!,
      service_id: service,
      clinic_id: clinic,
      kind: 'assessment' as const,
      status: 'completed' as const,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 3_600_000).toISOString(),
      created_at: new Date(start).toISOString(),
    }),
    (rows) => db.insertInto('appointments').values(rows).execute(),
  )
  await insertInBatches(
    CONVERSATIONS,
    (index) => ({
      patient_id: patients[index]!,
      coordinator_id: random() < 0.05 ? null : coordinators[index % COORDINATORS]!,
      awaiting_reply_since: random() < 0.33 ? new Date(start + random() * 50 * 86_400_000).toISOString() : null,
      created_at: new Date(start).toISOString(),
    }),
    (rows) => db.insertInto('care_conversations').values(rows).execute(),
  )
  const conversations = await db.selectFrom('care_conversations').select(['id', 'patient_id', 'coordinator_id']).orderBy('id').execute()
  await insertInBatches(
    conversations.length * MESSAGES_EACH,
    (index) => {
      const conversation = conversations[index % conversations.length]!
      const fromPatient = index % 2 === 0
      return {
        conversation_id: conversation.id,
        author_id: fromPatient ? conversation.patient_id : conversation.coordinator_id,
        kind: index % 7 === 0 ? ('note' as const) : ('message' as const),
        body: fromPatient
          ? '¿Puedo volar dos días después del LASIK? Tengo el billete para el jueves.'
          : 'Sí: a partir del segundo día, con gafas de sol.',
        created_at: new Date(start + index * 20_000).toISOString(),
      }
    },
    (rows) => db.insertInto('care_messages').values(rows).execute(),
  )
  // What the list reads is kept on the conversation (decision 037): its last message.
  await sql`update care_conversations set last_message_id = (select max(id) from care_messages m where m.conversation_id = care_conversations.id and m.kind <> 'note')`.execute(
    db,
  )
  await sql`update care_conversations set last_message_at = (select created_at from care_messages m where m.id = care_conversations.last_message_id)`.execute(
    db,
  )
  return { coordinator: coordinators[0]!, clinic }
}

async function measureList(name: string, handle: DatabaseHandle<Database>) {
  const db = handle.db
  await migrateToLatest(db)
  await syncCatalogue(db)
  const started = performance.now()
  const { coordinator, clinic } = await seedConversations(db)
  await sql`analyze`.execute(db)
  console.log(
    `Conversation list [${name}]: ${CONVERSATIONS.toLocaleString('en')} conversations, ${(CONVERSATIONS * MESSAGES_EACH).toLocaleString('en')} messages (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s); server time`,
  )
  const member = { id: coordinator, name: 'Coordinator 0', email: 'coordinator.0@example.com', role: 'coordinator' as const, clinicIds: [] }
  const caller = { member, scope: clinicScopeOf(member) }
  const someId = Math.floor(CONVERSATIONS / 2)
  const baseline = await timings(() => db.selectFrom('care_conversations').selectAll().where('id', '=', someId).executeTakeFirst())
  console.log(`  baseline, a primary-key read: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`)
  const reads: Array<[string, () => Promise<unknown>]> = [
    ['first page, longest wait first', () => listConversations(db, caller, {})],
    ['waiting for our reply', () => listConversations(db, caller, { show: 'waiting' })],
    ['assigned to me', () => listConversations(db, caller, { show: 'mine' })],
    ['one clinic, Spanish', () => listConversations(db, caller, { clinic, language: 'es' })],
    ['page 20', () => listConversations(db, caller, { page: 20 })],
  ]
  for (const [label, run] of reads) {
    const { p50, p95 } = await timings(run)
    console.log(
      `    ${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms (${ratio(p50, baseline.p50)}), p95 ${p95.toFixed(1).padStart(6)} ms (${ratio(p95, baseline.p95)})${p95 > TARGET_MS ? `  over the ${TARGET_MS} ms target` : ''}`,
    )
  }
}

/* ---------- A message from one instance to another ---------- */

function startInstance(port: number, databaseUrl: string, workers: number): Promise<ChildProcess> {
  const child = spawn('node', ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: String(workers),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve) => child.stdout!.on('data', (chunk) => String(chunk).includes('running at') && resolve(child)))
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function measureDelivery(databaseUrl: string, label: string) {
  const [portA, portB] = [Number(process.env.BENCH_PORT ?? 3197) + 20, Number(process.env.BENCH_PORT ?? 3197) + 21]
  // Two instances of two processes each on one database, as behind a load balancer.
  const first = await startInstance(portA, databaseUrl, 2)
  const second = await startInstance(portB, databaseUrl, 2)
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const db = handle.db
    const [patient] = await users(db, 1, 'patient', `Reader${Date.now()}`).then((ids) => ids.slice(-1))
    const staffIds = await users(db, 1, 'coordinator', `Writer${Date.now()}`)
    const staff = staffIds.at(-1)!
    const { id: conversationId } = await db
      .insertInto('care_conversations')
      .values({ patient_id: patient!, coordinator_id: staff, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const patientSession = await createSession(db, patient!, new Date(), { role: 'patient', twoFactorDone: true })
    const staffSession = await createSession(db, staff, new Date(), { role: 'coordinator', twoFactorDone: true })
    const delays: number[] = []
    let version = ''
    for (let round = 0; round < DELIVERIES; round++) {
      // The reader's page asks the second instance; the reply goes through the first.
      const held = fetch(`http://localhost:${portB}/account/care-team/updates?v=${encodeURIComponent(version)}`, {
        headers: { Cookie: `token=${patientSession.token}` },
      }).then(async (answer) => ({ at: performance.now(), version: ((await answer.json()) as { version: string }).version }))
      if (round === 0) {
        version = (await held).version
        continue
      }
      // Let the held request start waiting before writing.
      await new Promise((resolve) => setTimeout(resolve, 150 + random() * 300))
      const sent = performance.now()
      const reply = await fetch(`http://localhost:${portA}/v1/admin/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffSession.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: `Reply ${round}` }),
      })
      if (!reply.ok) throw new Error(`The reply failed: HTTP ${reply.status} ${await reply.text()}`)
      const answered = await held
      delays.push(answered.at - sent)
      version = answered.version
    }
    delays.sort((a, b) => a - b)
    const at = (p: number) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))]!
    console.log(
      `Message delay between instances [${label}] (${delays.length} replies through one, read live on the other): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms${at(0.95) > DELIVERY_TARGET_MS ? `  over the ${DELIVERY_TARGET_MS} ms goal` : ''}`,
    )
  } finally {
    await handle.destroy()
    await Promise.all([stop(first), stop(second)])
  }
}

await onEachDatabase(measureList)
const file = path.join(os.tmpdir(), `claravia-bench-conversations-${process.pid}.db`)
fs.rmSync(file, { force: true })
// The first start migrates and seeds; the second instance then finds it ready.
await stop(await startInstance(Number(process.env.BENCH_PORT ?? 3197) + 20, `file:${file}`, 1))
await measureDelivery(`file:${file}`, 'sqlite, one file')
if (process.env.TEST_DATABASE_URL) await measureDelivery(process.env.TEST_DATABASE_URL, 'postgres')
fs.rmSync(file, { force: true })
process.exit(0)
