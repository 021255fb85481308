import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '~/config/env.server'
import { logger } from '~/observability/logger.server'

/*
 * Named limits, strictest where guessing pays: sign-in per account and per
 * address, sign-up, password reset, contact messages and newsletter signups
 * (per address and per email), holding hours (per account and per address). Counters live in memory, or in Redis when
 * REDIS_URL is set (shared by every server process); if Redis fails, the
 * in-memory counters take over rather than letting everything through.
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
  // Not a rate: a bot-guard stamp is spent once, and remembered a little longer than it lives (bot-guard.server).
  formStamp: { points: 1, duration: 62 * 60 },
} as const
export type LimitName = keyof typeof LIMITS

let redis: Redis | undefined
const limiters = new Map<LimitName, RateLimiterAbstract>()

function limiter(name: LimitName): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const options = { keyPrefix: `rl:${name}`, ...LIMITS[name] }
  const memory = new RateLimiterMemory(options)
  const url = env().REDIS_URL
  let created: RateLimiterAbstract = memory
  if (url) {
    redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable for rate limits'))
    created = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
  }
  limiters.set(name, created)
  return created
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts one attempt; refused once the limit is reached, with the seconds to wait. */
export async function consume(name: LimitName, key: string): Promise<LimitResult> {
  try {
    await limiter(name).consume(key.toLowerCase())
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}

/** Forgets the attempts of a key (after a successful sign-in, the account's counter starts again). */
export async function reset(name: LimitName, key: string) {
  await limiter(name).delete(key.toLowerCase())
}

/** For tests: drops every counter and connection. */
export async function resetRateLimitsForTests() {
  limiters.clear()
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
