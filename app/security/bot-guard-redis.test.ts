import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/*
 * Several server processes share REDIS_URL: a stamp spent by one must be
 * refused by the others. Each process is a fresh copy of the modules (their
 * own limiter, connection and env), against a redis-server started here.
 */

const REDIS_SERVER = '/usr/bin/redis-server'
const secret = 'x'.repeat(40)
const config = { minFillMs: 3000, secret }

async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function serverProcess() {
  vi.resetModules()
  return import('./bot-guard.server').then(async (guard) => ({ guard, limits: await import('./rate-limit.server') }))
}

describe.skipIf(!existsSync(REDIS_SERVER))('bot-guard stamps across server processes (REDIS_URL)', () => {
  let redis: ChildProcess
  let url: string
  const previous = process.env.REDIS_URL
  beforeAll(async () => {
    const port = await freePort()
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    url = `redis://127.0.0.1:${port}`
    await vi.waitFor(
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve()))
          socket.on('error', reject)
        }),
      { timeout: 5000, interval: 50 },
    )
  })
  afterAll(() => {
    process.env.REDIS_URL = previous
    if (redis.pid) process.kill(redis.pid)
  })

  it('a stamp spent in one process is refused in another; without Redis each process would take it', async () => {
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
    await Promise.all([one.limits.resetRateLimitsForTests(), two.limits.resetRateLimitsForTests()])

    delete process.env.REDIS_URL
    const alone = await serverProcess()
    const apart = await serverProcess()
    const other = alone.guard.issueFormStamp('contact', Date.now() - 10_000, secret)
    expect(await alone.guard.checkBotGuard(form(other), { form: 'contact', config })).toEqual({ ok: true })
    expect(await apart.guard.checkBotGuard(form(other), { form: 'contact', config })).toEqual({ ok: true })
  })
})
