import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkApiBotGuard, checkBotGuard, issueFormStamp, type BotGuardConfig } from './bot-guard.server'
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
  const served = issueFormStamp(now - 10_000, secret)

  it('accepts a form filled by a person: empty honeypot, sent after the minimum time', async () => {
    expect(await checkBotGuard(form({ website: '', formStamp: served }), { now, config: honeypotConfig })).toEqual({ ok: true })
  })

  it('refuses a filled honeypot', async () => {
    expect(await checkBotGuard(form({ website: 'http://spam.example', formStamp: served }), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'rejected' })
  })

  it('refuses a form sent sooner than the minimum fill time', async () => {
    const justServed = issueFormStamp(now - 1500, secret)
    expect(await checkBotGuard(form({ formStamp: justServed }), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'too_fast' })
    // The real default (3 s) applies exactly at the limit.
    expect(await checkBotGuard(form({ formStamp: issueFormStamp(now - 3000, secret) }), { now, config: honeypotConfig })).toEqual({ ok: true })
  })

  it('refuses a missing, forged or re-signed timestamp', async () => {
    expect(await checkBotGuard(form({}), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'rejected' })
    const [, signature] = served.split('.')
    const backdated = `${now - 60_000}.${signature}`
    expect(await checkBotGuard(form({ formStamp: backdated }), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'rejected' })
    const otherSecret = issueFormStamp(now - 10_000, 'y'.repeat(40))
    expect(await checkBotGuard(form({ formStamp: otherSecret }), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'rejected' })
  })

  it('asks to send again a form served more than a day ago', async () => {
    const old = issueFormStamp(now - 25 * 60 * 60 * 1000, secret)
    expect(await checkBotGuard(form({ formStamp: old }), { now, config: honeypotConfig })).toEqual({ ok: false, reason: 'expired' })
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
        const { status, body: reply } = params.get('response') === 'good-token' || answer.status !== 200 ? answer : { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } }
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
    const result = await checkBotGuard(form({ 'cf-turnstile-response': 'good-token' }), { ip: '203.0.113.9', config: turnstileConfig })
    expect(result).toEqual({ ok: true })
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'test-secret-key', response: 'good-token', remoteip: '203.0.113.9' })
  })

  it('refuses a token Cloudflare rejects, and a missing token without asking', async () => {
    const asked = received.length
    expect(await checkBotGuard(form({ 'cf-turnstile-response': 'bad-token' }), { config: turnstileConfig })).toEqual({ ok: false, reason: 'challenge_failed' })
    expect(received.length).toBe(asked + 1)
    expect(await checkBotGuard(form({ website: '', formStamp: issueFormStamp(now, secret) }), { config: turnstileConfig })).toEqual({ ok: false, reason: 'challenge_failed' })
    expect(received.length).toBe(asked + 1)
    expect(await checkApiBotGuard({}, { config: turnstileConfig })).toEqual({ ok: false, reason: 'challenge_failed' })
    expect(await checkApiBotGuard({ turnstileToken: 'good-token' }, { config: turnstileConfig })).toEqual({ ok: true })
    expect(await checkApiBotGuard({ turnstileToken: 'good-token', website: 'x' }, { config: turnstileConfig })).toEqual({ ok: false, reason: 'rejected' })
  })

  it('fails closed when the verification service errors or cannot be reached', async () => {
    answer = { status: 500, body: { error: 'boom' } }
    expect(await checkBotGuard(form({ 'cf-turnstile-response': 'good-token' }), { config: turnstileConfig })).toEqual({ ok: false, reason: 'challenge_unavailable' })
    answer = { status: 200, body: { success: true } }
    setTurnstileVerifyUrlForTests('http://127.0.0.1:9/unreachable')
    expect(await verifyTurnstile('good-token', { secret: 'test-secret-key', timeoutMs: 2000 })).toBe('unavailable')
    setTurnstileVerifyUrlForTests(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`)
  })
})
