import { Redis } from 'ioredis'
import { sql, type Compilable, type Kysely, type QueryResult } from 'kysely'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { env } from '~/config/env.server'
import { dialectOf } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { countRateLimitRefusal } from '~/observability/counters.server'
import { logger } from '~/observability/logger.server'

/*
 * Named limits, strictest where guessing pays: sign-in per account and per
 * address, sign-up, password reset, contact messages and newsletter signups
 * (per address and per email), holding hours (per account and per address).
 * Counters live in Redis when REDIS_URL is set; otherwise in the database
 * (table rate_limits, docs/decisions/030) once the server hands it over
 * (`keepRateLimitsInDatabase`, at start-up). Either way every process of every
 * instance counts together, and a restart forgets nothing: a sign-in locked
 * by five wrong passwords stays locked. If the shared store fails, each
 * process's own counters take over rather than letting everything through.
 * With neither (unit tests that call an action directly), counters are in
 * this process's memory.
 */

const LIMITS = {
  signInAccount: { points: 5, duration: 15 * 60 },
  signInAddress: { points: 30, duration: 15 * 60 },
  signUpAddress: { points: 10, duration: 60 * 60 },
  resetAccount: { points: 3, duration: 60 * 60 },
  resetAddress: { points: 10, duration: 60 * 60 },
  contactAddress: { points: 10, duration: 60 * 60 },
  contactEmail: { points: 3, duration: 60 * 60 },
  newsletterAddress: { points: 10, duration: 60 * 60 },
  newsletterEmail: { points: 3, duration: 60 * 60 },
  // A staff member's second factor: a 6-digit code must not be guessable.
  secondFactorAccount: { points: 5, duration: 15 * 60 },
  // Holding hours: a patient changing their mind a few times is fine; emptying a clinic's week is not.
  holdAccount: { points: 10, duration: 10 * 60 },
  holdAddress: { points: 60, duration: 60 * 60 },
  // A patient writing to their care team (issue 29): a busy conversation, not a flood.
  careMessageAccount: { points: 30, duration: 10 * 60 },
  // Quote requests (issue 30): someone comparing clinics sends a few, not dozens.
  quoteRequest: { points: 5, duration: 60 * 60 },
  // Not a rate: a bot-guard stamp is spent once, and remembered a little longer than it lives (bot-guard.server).
  formStamp: { points: 1, duration: 62 * 60 },
} as const
export type LimitName = keyof typeof LIMITS

/** How often each process deletes the counters whose window has ended. */
const SWEEP_EVERY_MS = 5 * 60 * 1000
/** How long an attempt waits for the database before this process counts it alone. */
const DATABASE_WAIT_MS = 2000

/** What a limit's counters are kept in: consume resolves, or rejects with a RateLimiterRes once over the limit. */
interface Limiter {
  consume(key: string): Promise<RateLimiterRes>
  delete(key: string): Promise<boolean>
}

/**
 * PostgreSQL: the statement's own transaction commits without waiting for the disk
 * (`set_config(…, true)` lasts that transaction alone; read at its commit). See `runUnsynced`.
 */
const unsyncedCommit = sql<string>`set_config('synchronous_commit', 'off', true)`.as('unsynced_commit')

/** Each SQLite handle's own commit durability, put back after a counter's write. */
const sqliteSynchronous = new WeakMap<Kysely<Database>, number>()

/**
 * Runs a counter's write without waiting for the disk to confirm it. A counter must outlive a
 * restart of the server (the end of a process loses nothing either way), not a power cut or a
 * crash of the database server: waiting for the disk cost about 4 ms a write here
 * (docs/decisions/030), two or three times per sign-in or guarded form, and on SQLite the whole
 * process waits meanwhile. PostgreSQL: the query returns `unsyncedCommit`. SQLite: `synchronous =
 * NORMAL` for this write alone, on the one connection, held meanwhile so that no other write can
 * slip in (in WAL mode the next FULL commit syncs this one with its own).
 */
async function runUnsynced<Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<QueryResult<Row>> {
  if (dialectOf(db) === 'postgres') return inTime(db.executeQuery(query))
  return inTime(
    db.connection().execute(async (connection) => {
      let own = sqliteSynchronous.get(db)
      if (own === undefined) {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection)
        own = Number(rows[0]?.synchronous ?? 2)
        sqliteSynchronous.set(db, own)
      }
      await sql`pragma synchronous = normal`.execute(connection)
      try {
        return await connection.executeQuery(query)
      } finally {
        await sql.raw(`pragma synchronous = ${own}`).execute(connection)
      }
    }),
  )
}

/**
 * The database's answer, or a failure after DATABASE_WAIT_MS (the attempt is then counted in this
 * process alone, `consumeOnce`). A counter awaited inside a transaction would wait for it for ever
 * on SQLite (one connection), and on PostgreSQL once the pool is held by such transactions: never
 * done here (the second-factor verbs reset after their commit), and this bounds the harm if it ever is.
 */
function inTime<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer a rate limit within ${DATABASE_WAIT_MS} ms`)), DATABASE_WAIT_MS)
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}

/**
 * A limit's counters in the database: one atomic upsert per attempt (a fixed window from the
 * first attempt, as rate-limiter-flexible counts), on either engine. It goes through the
 * application's own Kysely connection: on SQLite that one connection takes turns with the
 * transactions this process has open, where a connection of its own (rate-limiter-flexible's
 * SQLite store wants the raw better-sqlite3 handle) would wait on the lock its own process holds.
 * So a limit is never counted or reset inside a transaction: on SQLite it would wait for that
 * transaction, which waits for it.
 */
class DatabaseLimiter implements Limiter {
  private readonly postgres: boolean

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefix: string,
    private readonly points: number,
    private readonly durationMs: number,
  ) {
    this.postgres = dialectOf(db) === 'postgres'
  }

  async consume(key: string) {
    const now = Date.now()
    const upsert = this.db
      .insertInto('rate_limits')
      .values({ key: `${this.prefix}:${key}`, points: 1, expire: now + this.durationMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          // A window that has ended starts again with this attempt.
          points: sql<number>`case when rate_limits.expire > ${now} then rate_limits.points + 1 else 1 end`,
          expire: sql<number>`case when rate_limits.expire > ${now} then rate_limits.expire else excluded.expire end`,
        }),
      )
      .returning(['points', 'expire'])
      .$if(this.postgres, (query) => query.returning(unsyncedCommit))
    const [row] = (await runUnsynced(this.db, upsert)).rows
    const consumed = Number(row!.points)
    const result = new RateLimiterRes(Math.max(this.points - consumed, 0), Math.max(Number(row!.expire) - now, 0), consumed, consumed === 1)
    if (consumed > this.points) throw result
    return result
  }

  async delete(key: string) {
    const remove = this.db
      .deleteFrom('rate_limits')
      .where('key', '=', `${this.prefix}:${key}`)
      .$if(this.postgres, (query) => query.returning(unsyncedCommit))
    return ((await runUnsynced(this.db, remove)).numAffectedRows ?? 0n) > 0n
  }
}

/** Deletes the counters whose window has ended (each process every five minutes; two doing it at once is harmless). */
export async function clearExpiredRateLimits(db: Kysely<Database>, now = Date.now()) {
  const remove = db
    .deleteFrom('rate_limits')
    .where('expire', '<=', now)
    .$if(dialectOf(db) === 'postgres', (query) => query.returning(unsyncedCommit))
  return Number((await runUnsynced(db, remove)).numAffectedRows ?? 0n)
}

let redis: Redis | undefined
let store: { db: Kysely<Database>; sweep?: NodeJS.Timeout } | undefined
const limiters = new Map<LimitName, { shared: Limiter; own: Limiter }>()

/**
 * Every serving process, at start-up: without REDIS_URL, the counters live in this database
 * (shared by every process and instance on it, kept across restarts), and ended windows are
 * swept from it every five minutes.
 */
export function keepRateLimitsInDatabase(db: Kysely<Database>): Promise<void> {
  clearTimeout(store?.sweep)
  limiters.clear()
  store = { db }
  if (env().REDIS_URL) return Promise.resolve()
  const sweep = () =>
    clearExpiredRateLimits(db).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, 'ended rate-limit windows not swept'),
    )
  store.sweep = setInterval(sweep, SWEEP_EVERY_MS).unref()
  // The first sweep at once (the returned promise: nothing needs to wait for it).
  return sweep()
}

function limiter(name: LimitName) {
  const existing = limiters.get(name)
  if (existing) return existing
  const { points, duration } = LIMITS[name]
  const keyPrefix = `rl:${name}`
  const own = new RateLimiterMemory({ keyPrefix, points, duration })
  const url = env().REDIS_URL
  let shared: Limiter = own
  if (url) {
    redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable for rate limits'))
    shared = new RateLimiterRedis({ keyPrefix, points, duration, storeClient: redis, insuranceLimiter: own })
  } else if (store) {
    shared = new DatabaseLimiter(store.db, keyPrefix, points, duration * 1000)
  }
  const created = { shared, own }
  limiters.set(name, created)
  return created
}

/** Consumes from the shared store; if that store does not answer (not a refusal), from this process's own counters. */
async function consumeOnce(name: LimitName, key: string) {
  const { shared, own } = limiter(name)
  try {
    return await shared.consume(key)
  } catch (failure) {
    if (failure instanceof RateLimiterRes || shared === own) throw failure
    logger.warn({ err: failure }, 'shared rate limits unavailable: this process counts alone')
    return own.consume(key)
  }
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts one attempt; refused once the limit is reached, with the seconds to wait. */
export async function consume(name: LimitName, key: string): Promise<LimitResult> {
  try {
    await consumeOnce(name, key.toLowerCase())
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      countRateLimitRefusal(name)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** Forgets the attempts of a key (after a successful sign-in, the account's counter starts again). */
export async function reset(name: LimitName, key: string) {
  const { shared, own } = limiter(name)
  await Promise.all([shared.delete(key.toLowerCase()).catch(() => false), own.delete(key.toLowerCase())])
}

/** Lets go of every counter's store: the Redis connection, the database and its sweep (shutdown, and between tests). */
export async function closeRateLimits() {
  limiters.clear()
  clearTimeout(store?.sweep)
  store = undefined
  await redis?.quit().catch(() => undefined)
  redis = undefined
}

/** Counts an attempt against each limit in turn; the first refusal, if any, is the answer. */
export async function consumeAll(limits: [LimitName, string][]): Promise<LimitResult> {
  for (const [name, key] of limits) {
    const attempt = await consume(name, key)
    if (!attempt.allowed) return attempt
  }
  return { allowed: true }
}
