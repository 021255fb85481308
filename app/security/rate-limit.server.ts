import cluster from 'node:cluster'
import { Redis } from 'ioredis'
import {
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { env } from '~/config/env.server'
import { logger } from '~/observability/logger.server'

/*
 * Named limits, strictest where guessing pays: sign-in per account and per
 * address, sign-up, password reset, contact messages and newsletter signups
 * (per address and per email), holding hours (per account and per address).
 * Counters live in Redis when REDIS_URL is set (shared by every process of
 * every instance); otherwise in memory, kept by the primary process when
 * several share the port (WEB_CONCURRENCY), so a limit is the same whichever
 * process answers. If the shared store fails, each process's own counters
 * take over rather than letting everything through.
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
const limiters = new Map<LimitName, { shared: RateLimiterAbstract; own: RateLimiterAbstract }>()

/** In the primary process of a cluster without Redis: keeps the counters its worker processes ask about. */
export function keepRateLimitsForWorkers() {
  new RateLimiterClusterMaster()
}

function limiter(name: LimitName) {
  const existing = limiters.get(name)
  if (existing) return existing
  const options = { keyPrefix: `rl:${name}`, ...LIMITS[name] }
  const own = new RateLimiterMemory(options)
  const url = env().REDIS_URL
  let shared: RateLimiterAbstract = own
  if (url) {
    redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable for rate limits'))
    shared = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: own })
  } else if (cluster.isWorker) {
    shared = new RateLimiterCluster({ ...options, timeoutMs: 1000 })
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

/** Drops every counter and closes the Redis connection (shutdown, and between tests). */
export async function closeRateLimits() {
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
