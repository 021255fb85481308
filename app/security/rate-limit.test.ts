import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/accounts/users.server'
import { openDatabase, type DialectName } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database } from '~/db/schema'
import { testActionContext } from '../../tests/setup/action-context'
import { createTestDatabase } from '../../tests/setup/postgres-databases'
import { describeEachDatabase, testedDialects } from '../../tests/setup/test-database'
import { clearExpiredRateLimits, closeRateLimits, consume, keepRateLimitsInDatabase, reset } from './rate-limit.server'

afterEach(() => closeRateLimits())

describe('rate limits in memory (no database handed over: unit tests)', () => {
  beforeEach(() => closeRateLimits())

  it('allows five sign-ins per account, then says how long to wait', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect(await consume('signInAccount', 'ana@example.com')).toEqual({ allowed: true })
    const refused = await consume('signInAccount', 'ANA@example.com')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await consume('signInAccount', 'other@example.com')).toEqual({ allowed: true })
  })

  it('a success resets the account counter', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await consume('signInAccount', 'bea@example.com')
    await reset('signInAccount', 'bea@example.com')
    expect(await consume('signInAccount', 'bea@example.com')).toEqual({ allowed: true })
  })
})

describeEachDatabase('rate limits in the database (issue 25 item 8)', (db, dialect) => {
  beforeEach(async () => {
    await closeRateLimits()
    await db().deleteFrom('rate_limits').execute()
    await keepRateLimitsInDatabase(db())
  })

  const row = (key: string) => db().selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst()

  it('allows five sign-ins per account, then says how long to wait; the counter is a row', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect(await consume('signInAccount', 'ana@example.com')).toEqual({ allowed: true })
    const refused = await consume('signInAccount', 'ANA@example.com')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await consume('signInAccount', 'other@example.com')).toEqual({ allowed: true })
    const counter = await row('rl:signInAccount:ana@example.com')
    expect(counter?.points).toBe(6)
    expect(Number(counter?.expire)).toBeGreaterThan(Date.now() + 14 * 60_000)
  })

  it('a success forgets the account counter; a window that has ended starts again at one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await consume('signInAccount', 'bea@example.com')
    await reset('signInAccount', 'bea@example.com')
    expect(await row('rl:signInAccount:bea@example.com')).toBeUndefined()
    expect(await consume('signInAccount', 'bea@example.com')).toEqual({ allowed: true })

    for (let attempt = 0; attempt < 5; attempt++) await consume('signInAccount', 'cy@example.com')
    await db()
      .updateTable('rate_limits')
      .set({ expire: Date.now() - 1 })
      .where('key', '=', 'rl:signInAccount:cy@example.com')
      .execute()
    expect(await consume('signInAccount', 'cy@example.com')).toEqual({ allowed: true })
    expect((await row('rl:signInAccount:cy@example.com'))?.points).toBe(1)
  })

  it('writes a counter without waiting for the disk, and leaves every other write as durable as before', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => consume('contactAddress', `203.0.113.${index}`)))
    await reset('contactAddress', '203.0.113.1')
    if (dialect === 'sqlite') {
      // FULL (2): a payment's commit still reaches the disk before it is confirmed (decision 015).
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db())).rows).toEqual([{ synchronous: 2 }])
    } else {
      const settings = await Promise.all(Array.from({ length: 10 }, () => sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db())))
      expect(new Set(settings.map(({ rows }) => rows[0]!.synchronous_commit))).toEqual(new Set(['on']))
    }
  })

  it('a bot-guard stamp is spent once', async () => {
    expect(await consume('formStamp', 'nonce-1')).toEqual({ allowed: true })
    expect((await consume('formStamp', 'nonce-1')).allowed).toBe(false)
  })

  it('deletes the counters whose window has ended: when asked, and once when handed the database at start-up', async () => {
    await consume('contactEmail', 'old@example.com')
    await consume('contactEmail', 'live@example.com')
    await db()
      .updateTable('rate_limits')
      .set({ expire: Date.now() - 1 })
      .where('key', '=', 'rl:contactEmail:old@example.com')
      .execute()
    expect(await clearExpiredRateLimits(db())).toBe(1)
    expect(await row('rl:contactEmail:old@example.com')).toBeUndefined()
    expect(await row('rl:contactEmail:live@example.com')).toBeDefined()

    await db()
      .updateTable('rate_limits')
      .set({ expire: Date.now() - 1 })
      .execute()
    await closeRateLimits()
    void keepRateLimitsInDatabase(db())
    await expect.poll(async () => (await db().selectFrom('rate_limits').select('key').execute()).length).toBe(0)
  })

  it('never waits for ever for a transaction the caller holds: it counts alone after a while', async () => {
    const counted = await db()
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('rate_limits').select('key').execute()
        return consume('newsletterEmail', 'inside@example.com')
      })
    expect(counted).toEqual({ allowed: true })
  })

  it('counts in this process alone while the database does not answer, rather than letting everything through', async () => {
    const broken = openDatabase<Database>('file::memory:')
    await closeRateLimits()
    await keepRateLimitsInDatabase(broken.db)
    await broken.destroy()
    for (let attempt = 0; attempt < 3; attempt++) expect(await consume('contactEmail', 'dee@example.com')).toEqual({ allowed: true })
    expect((await consume('contactEmail', 'dee@example.com')).allowed).toBe(false)
  })
})

/** A database that outlives the handles opened on it (a SQLite file, a PostgreSQL schema), as a server's does across restarts. */
async function lastingDatabase(dialect: DialectName) {
  // PostgreSQL: a database of its own, as the suites have (tests/setup/postgres-databases.ts), so files can run in parallel.
  const postgres = dialect === 'postgres' ? await createTestDatabase('test') : undefined
  const file = path.join(process.env.MAIL_OUTBOX_DIR!, `test_${randomBytes(6).toString('hex')}.db`)
  const open = () => openDatabase<Database>(postgres ? postgres.url : `file:${file}`)
  return { open, drop: () => postgres?.drop() ?? Promise.resolve() }
}

/** A server process's copy of the modules (their own limiters and memory), as after a restart or in another process. */
async function serverProcess() {
  vi.resetModules()
  const limits = await import('./rate-limit.server')
  const { signIn } = await import('~/accounts/sign-in.server')
  return { limits, signIn }
}

for (const dialect of testedDialects) {
  describe(`a staff member's sign-in locked by wrong passwords, across restarts and processes [${dialect}]`, () => {
    const PASSWORD = 'correct horse battery staple'
    let database: Awaited<ReturnType<typeof lastingDatabase>>
    afterAll(() => database?.drop())

    it('stays locked after the server restarts; in memory a restart unlocked it', async () => {
      database = await lastingDatabase(dialect)
      let handle = database.open()
      await migrateToLatest(handle.db)
      const email = `staff-${randomBytes(4).toString('hex')}@claravia.example`
      await createUser(handle.db, { name: 'Staff', email, password: PASSWORD, locale: 'en', acceptedPolicies: false })
      await handle.db.updateTable('users').set({ role: 'coordinator' }).where('email', '=', email).execute()

      let server = await serverProcess()
      await server.limits.keepRateLimitsInDatabase(handle.db)
      for (let guess = 0; guess < 5; guess++) {
        expect(await server.signIn(testActionContext(handle.db), { email, password: `guess ${guess}` })).toMatchObject({ code: 'sign_in_failed' })
      }
      expect(await server.signIn(testActionContext(handle.db), { email, password: PASSWORD })).toMatchObject({ code: 'rate_limited' })

      // The restart: limits and database closed, the modules loaded afresh, the database opened again.
      await server.limits.closeRateLimits()
      await handle.destroy()
      handle = database.open()
      server = await serverProcess()
      await server.limits.keepRateLimitsInDatabase(handle.db)
      const afterRestart = await server.signIn(testActionContext(handle.db), { email, password: PASSWORD })
      expect(afterRestart).toMatchObject({ ok: false, code: 'rate_limited' })
      expect(afterRestart.ok || afterRestart.retryAfterSeconds! > 800).toBe(true)

      // Before: the same restart with the counters in memory (what a process without Redis had) let the password in.
      await server.limits.closeRateLimits()
      const inMemory = await serverProcess()
      for (let guess = 0; guess < 5; guess++) await inMemory.signIn(testActionContext(handle.db), { email, password: `guess ${guess}` })
      expect(await inMemory.signIn(testActionContext(handle.db), { email, password: PASSWORD })).toMatchObject({ code: 'rate_limited' })
      const restartedInMemory = await serverProcess()
      expect(await restartedInMemory.signIn(testActionContext(handle.db), { email, password: PASSWORD })).toMatchObject({ ok: true })
      await handle.destroy()
    }, 60_000)

    it('is counted by every process on the database together (no primary keeping them over IPC)', async () => {
      const [first, second] = [database.open(), database.open()]
      const one = await serverProcess()
      const two = await serverProcess()
      await one.limits.keepRateLimitsInDatabase(first.db)
      await two.limits.keepRateLimitsInDatabase(second.db)
      // Three password resets an hour per account, wherever they are asked.
      expect(await one.limits.consume('resetAccount', 'shared@example.com')).toEqual({ allowed: true })
      expect(await two.limits.consume('resetAccount', 'shared@example.com')).toEqual({ allowed: true })
      expect(await one.limits.consume('resetAccount', 'shared@example.com')).toEqual({ allowed: true })
      expect((await two.limits.consume('resetAccount', 'shared@example.com')).allowed).toBe(false)
      expect((await one.limits.consume('resetAccount', 'shared@example.com')).allowed).toBe(false)
      // A bot-guard stamp spent through one is spent for the other.
      expect(await two.limits.consume('formStamp', 'stamp-nonce')).toEqual({ allowed: true })
      expect((await one.limits.consume('formStamp', 'stamp-nonce')).allowed).toBe(false)
      await Promise.all([one.limits.closeRateLimits(), two.limits.closeRateLimits()])
      await Promise.all([first.destroy(), second.destroy()])
    })
  })
}
