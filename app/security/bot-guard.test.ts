import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkApiBotGuard, checkBotGuard, issueFormStamp, STAMP_MAX_AGE_MS, type BotGuardConfig, type GuardedForm } from './bot-guard.server'
import { closeRateLimits } from './rate-limit.server'
import { setTurnstileVerifyUrlForTests, verifyTurnstile } from './turnstile.server'

const secret = 'x'.repeat(40)
const honeypotConfig: BotGuardConfig = { minFillMs: 3000, secret }
const now = Date.UTC(2026, 4, 1, 12)

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('honeypot and minimum fill time (no Turnstile keys)', () => {
  const check = (fields: Record<string, string>, at = now, on: GuardedForm = 'sign-up') =>
    checkBotGuard(form(fields), { form: on, now: at, config: honeypotConfig })
  const served = (age = 10_000, on: GuardedForm = 'sign-up') => issueFormStamp(on, now - age, secret)
  beforeEach(() => closeRateLimits())

  it('accepts a form filled by a person: empty honeypot, sent after the minimum time', async () => {
    expect(await check({ website: '', formStamp: served() })).toEqual({ ok: true })
  })

  it('refuses a filled honeypot', async () => {
    expect(await check({ website: 'http://spam.example', formStamp: served() })).toEqual({ ok: false, reason: 'rejected' })
  })

  it('refuses a form sent sooner than the minimum fill time', async () => {
    expect(await check({ formStamp: served(1500) })).toEqual({ ok: false, reason: 'too_fast' })
    // The real default (3 s) applies exactly at the limit.
    expect(await check({ formStamp: served(3000) })).toEqual({ ok: true })
  })

  it('refuses a missing, forged or re-signed stamp', async () => {
    expect(await check({})).toEqual({ ok: false, reason: 'rejected' })
    const [, nonce, signature] = served().split('.')
    expect(await check({ formStamp: `${now - 60_000}.${nonce}.${signature}` })).toEqual({ ok: false, reason: 'rejected' })
    expect(await check({ formStamp: issueFormStamp('sign-up', now - 10_000, 'y'.repeat(40)) })).toEqual({ ok: false, reason: 'rejected' })
  })

  it('takes a stamp only for the form it was served for', async () => {
    const newsletterStamp = served(10_000, 'newsletter')
    expect(await check({ formStamp: newsletterStamp }, now, 'sign-up')).toEqual({ ok: false, reason: 'rejected' })
    expect(await check({ formStamp: newsletterStamp }, now, 'newsletter')).toEqual({ ok: true })
  })

  it('takes a stamp once: a second submission with the same page load is refused', async () => {
    const stamp = served()
    expect(await check({ formStamp: stamp })).toEqual({ ok: true })
    expect(await check({ formStamp: stamp }, now + 5_000)).toEqual({ ok: false, reason: 'expired' })
    // A refusal before the stamp counts (too fast) does not spend it.
    const early = served(1_000)
    expect(await check({ formStamp: early })).toEqual({ ok: false, reason: 'too_fast' })
    expect(await check({ formStamp: early }, now + 5_000)).toEqual({ ok: true })
  })

  it('is spent once across concurrent submissions', async () => {
    const stamp = served()
    const results = await Promise.all(Array.from({ length: 10 }, () => check({ formStamp: stamp })))
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })

  it('asks to send again a form served more than an hour ago', async () => {
    expect(await check({ formStamp: served(STAMP_MAX_AGE_MS - 1_000) })).toEqual({ ok: true })
    expect(await check({ formStamp: served(STAMP_MAX_AGE_MS + 1_000) })).toEqual({ ok: false, reason: 'expired' })
  })

  it('JSON API calls without Turnstile: only the honeypot applies (there is no page to time)', async () => {
    expect(await checkApiBotGuard({}, { config: honeypotConfig })).toEqual({ ok: true })
    expect(await checkApiBotGuard({ website: '' }, { config: honeypotConfig })).toEqual({ ok: true })
    expect(await checkApiBotGuard({ website: 'http://spam.example' }, { config: honeypotConfig })).toEqual({ ok: false, reason: 'rejected' })
  })
})

describe('Turnstile verification against a local stand-in for Cloudflare', () => {
  let server: http.Server
  const received: URLSearchParams[] = []
  let answer: { status: number; body: unknown } = { status: 200, body: { success: true } }
  const turnstileConfig: BotGuardConfig = { minFillMs: 3000, secret, turnstileSecret: 'test-secret-key' }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const params = new URLSearchParams(body)
        received.push(params)
        const { status, body: reply } =
          params.get('response') === 'good-token' || answer.status !== 200
            ? answer
            : { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } }
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    setTurnstileVerifyUrlForTests(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`)
  })
  afterAll(async () => {
    setTurnstileVerifyUrlForTests(undefined)
    await new Promise((resolve) => server.close(resolve))
  })

  it('passes a token Cloudflare accepts, sending the secret, the token and the address', async () => {
    answer = { status: 200, body: { success: true } }
    const result = await checkBotGuard(form({ 'cf-turnstile-response': 'good-token' }), {
      form: 'contact',
      ip: '203.0.113.9',
      config: turnstileConfig,
    })
    expect(result).toEqual({ ok: true })
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'test-secret-key', response: 'good-token', remoteip: '203.0.113.9' })
  })

  it('refuses a token Cloudflare rejects, and a missing token without asking', async () => {
    const asked = received.length
    expect(await checkBotGuard(form({ 'cf-turnstile-response': 'bad-token' }), { form: 'contact', config: turnstileConfig })).toEqual({
      ok: false,
      reason: 'challenge_failed',
    })
    expect(received.length).toBe(asked + 1)
    expect(
      await checkBotGuard(form({ website: '', formStamp: issueFormStamp('contact', now, secret) }), { form: 'contact', config: turnstileConfig }),
    ).toEqual({ ok: false, reason: 'challenge_failed' })
    expect(received.length).toBe(asked + 1)
    expect(await checkApiBotGuard({}, { config: turnstileConfig })).toEqual({ ok: false, reason: 'challenge_failed' })
    expect(await checkApiBotGuard({ turnstileToken: 'good-token' }, { config: turnstileConfig })).toEqual({ ok: true })
    expect(await checkApiBotGuard({ turnstileToken: 'good-token', website: 'x' }, { config: turnstileConfig })).toEqual({
      ok: false,
      reason: 'rejected',
    })
  })

  it('fails closed when the verification service errors or cannot be reached', async () => {
    answer = { status: 500, body: { error: 'boom' } }
    expect(await checkBotGuard(form({ 'cf-turnstile-response': 'good-token' }), { form: 'contact', config: turnstileConfig })).toEqual({
      ok: false,
      reason: 'challenge_unavailable',
    })
    answer = { status: 200, body: { success: true } }
    setTurnstileVerifyUrlForTests('http://127.0.0.1:9/unreachable')
    expect(await verifyTurnstile('good-token', { secret: 'test-secret-key', timeoutMs: 2000 })).toBe('unavailable')
    setTurnstileVerifyUrlForTests(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`)
  })
})
