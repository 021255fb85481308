import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { hasRedisServer, startRedisServer } from '../../tests/setup/redis-server'

/*
 * Several server processes share REDIS_URL: a stamp spent by one must be
 * refused by the others. Each process is a fresh copy of the modules (their
 * own limiter, connection and env), against a redis-server started here.
 */

const secret = 'x'.repeat(40)
const config = { minFillMs: 3000, secret }

async function serverProcess() {
  vi.resetModules()
  return import('./bot-guard.server').then(async (guard) => ({ guard, limits: await import('./rate-limit.server') }))
}

describe.skipIf(!hasRedisServer)('bot-guard stamps across server processes (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>
  let url: string
  const previous = process.env.REDIS_URL
  beforeAll(async () => {
    redis = await startRedisServer()
    url = redis.url
  })
  afterAll(() => {
    process.env.REDIS_URL = previous
    redis.stop()
  })

  it('a stamp spent in one process is refused in another; with neither Redis nor a database handed over, each process would take it', async () => {
    const form = (stamp: string) => {
      const data = new FormData()
      data.set('formStamp', stamp)
      return data
    }
    process.env.REDIS_URL = url
    const one = await serverProcess()
    const two = await serverProcess()
    // The first use opens each process's connection; until both are up, memory stands in (rate-limit.server).
    await vi.waitFor(
      async () => {
        const probe = `probe-${Math.random()}`
        await one.limits.consume('formStamp', probe)
        expect((await two.limits.consume('formStamp', probe)).allowed).toBe(false)
      },
      { timeout: 5000, interval: 100 },
    )
    const stamp = one.guard.issueFormStamp('contact', Date.now() - 10_000, secret)
    expect(await one.guard.checkBotGuard(form(stamp), { form: 'contact', config })).toEqual({ ok: true })
    expect(await two.guard.checkBotGuard(form(stamp), { form: 'contact', config })).toEqual({ ok: false, reason: 'expired' })
    await Promise.all([one.limits.closeRateLimits(), two.limits.closeRateLimits()])

    // The server hands every process its database (rate-limit.test.ts: a stamp is then spent once across them); these modules have none.
    delete process.env.REDIS_URL
    const alone = await serverProcess()
    const apart = await serverProcess()
    const other = alone.guard.issueFormStamp('contact', Date.now() - 10_000, secret)
    expect(await alone.guard.checkBotGuard(form(other), { form: 'contact', config })).toEqual({ ok: true })
    expect(await apart.guard.checkBotGuard(form(other), { form: 'contact', config })).toEqual({ ok: true })
  })
})
