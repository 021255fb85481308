import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { outboxDir, sendEmail, type Email } from './mailer.server'
import { CLAIM_SECONDS, drainOutbox, enqueueEmail, MAX_ATTEMPTS, retryDelaySeconds } from './outbox.server'

const email = (to: string) => ({ kind: 'test', to, subject: `Hello ${to}`, text: 'Body', html: '<p>Body</p>', headers: { 'X-Test': '1' } })
const t0 = new Date('2026-05-01T12:00:00.000Z')
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

it('backs off exponentially, capped at six hours', () => {
  expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([30, 60, 120, 240])
  expect(retryDelaySeconds(30)).toBe(6 * 60 * 60)
})

describeEachDatabase('email outbox', (db) => {
  beforeEach(async () => {
    await db().deleteFrom('email_outbox').execute()
  })

  it('sends a due email once, marks it sent and empties its body', async () => {
    await enqueueEmail(db(), email('a@example.com'), t0)
    const sent: Email[] = []
    expect(await drainOutbox(db(), t0, { send: async (message) => void sent.push(message) })).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(sent).toEqual([
      {
        to: 'a@example.com',
        subject: 'Hello a@example.com',
        text: 'Body',
        html: '<p>Body</p>',
        headers: { 'X-Test': '1' },
        messageId: expect.stringMatching(/^<outbox\.\d+\.[0-9a-f]{20}@claravia\.example>$/),
      },
    ])
    expect(await drainOutbox(db(), later(3600), { send: async (message) => void sent.push(message) })).toEqual({ sent: 0, retried: 0, failed: 0 })
    const row = await db().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, payload: '{}' })
  })

  it('keeps a failed email and retries it after the backoff, then sends it', async () => {
    await enqueueEmail(db(), email('b@example.com'), t0)
    const down = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    expect(await drainOutbox(db(), t0, { send: down })).toEqual({ sent: 0, retried: 1, failed: 0 })
    const waiting = await db().selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED' })
    const sent: string[] = []
    const up = async (message: Email) => void sent.push(message.to)
    // Not due yet.
    expect(await drainOutbox(db(), later(29), { send: up })).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(await drainOutbox(db(), later(30), { send: up })).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(sent).toEqual(['b@example.com'])
  })

  it('never lets two workers send the same row', async () => {
    for (let i = 0; i < 10; i++) await enqueueEmail(db(), email(`c${i}@example.com`), t0)
    const sent: string[] = []
    const slowSend = async (message: Email) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push(message.to)
    }
    const results = await Promise.all([1, 2, 3].map(() => drainOutbox(db(), t0, { send: slowSend })))
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(10)
    expect(sent.length).toBe(10)
    expect(new Set(sent).size).toBe(10)
  })

  it('a claim is short: a killed worker’s row is retried about a minute later, not after 15 minutes', () => {
    expect(CLAIM_SECONDS).toBeLessThanOrEqual(60)
  })

  it('renews the claim while a slow send is in progress, so no other worker sends the row again meanwhile', async () => {
    await enqueueEmail(db(), email('slow@example.com'), new Date())
    // Long enough that a busy machine's late timers cannot let the claim lapse between two heartbeats.
    const timing = { claimSeconds: 1.5, heartbeatMs: 100 }
    const sent: string[] = []
    let finish!: () => void
    const slow = (message: Email) => {
      sent.push(`slow:${message.to}`)
      return new Promise<void>((resolve) => (finish = resolve))
    }
    const first = drainOutbox(db(), new Date(), { ...timing, send: slow })
    // Three claim lengths later the first send is still going: its heartbeat kept the claim.
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    const second = await drainOutbox(db(), new Date(), { ...timing, send: async (message) => void sent.push(`second:${message.to}`) })
    expect(second.sent).toBe(0)
    finish()
    expect((await first).sent).toBe(1)
    expect(sent).toEqual(['slow:slow@example.com'])
  })

  it('sends every attempt at a row with the same Message-ID, and different rows with different ones', async () => {
    const id = await enqueueEmail(db(), email('f@example.com'), t0)
    await enqueueEmail(db(), email('g@example.com'), t0)
    const ids: Record<string, string[]> = {}
    const record = async (message: Email) => void (ids[message.to] ??= []).push(message.messageId!)
    // The first attempt "reaches the mail server" but the worker dies before marking the row sent.
    await drainOutbox(db(), t0, {
      send: async (message) => {
        await record(message)
        if (message.to === 'f@example.com') throw new Error('killed')
      },
    })
    await db()
      .updateTable('email_outbox')
      .set({ status: 'sending', next_attempt_at: t0.toISOString(), locked_until: later(1).toISOString() })
      .where('id', '=', id)
      .execute()
    await drainOutbox(db(), later(CLAIM_SECONDS + 2), { send: record })
    expect(ids['f@example.com']).toHaveLength(2)
    expect(ids['f@example.com']![0]).toBe(ids['f@example.com']![1])
    expect(ids['g@example.com']![0]).not.toBe(ids['f@example.com']![0])
  })

  it('the Message-ID reaches the sent email’s headers', async () => {
    await sendEmail({ to: 'h@example.com', subject: 'Id', text: 'Body', html: '<p>Body</p>', messageId: '<outbox.1.abc@claravia.example>' }, null)
    const files = fs.readdirSync(outboxDir()).map((name) => fs.readFileSync(path.join(outboxDir(), name), 'utf8'))
    expect(files.some((file) => file.includes('h@example.com') && /^Message-ID: <outbox\.1\.abc@claravia\.example>\r?$/m.test(file))).toBe(true)
  })

  it('takes over a row whose worker died mid-send, but only after its claim expires', async () => {
    const id = await enqueueEmail(db(), email('d@example.com'), t0)
    await db()
      .updateTable('email_outbox')
      .set({ status: 'sending', attempts: 1, claim_token: 'dead', locked_until: later(CLAIM_SECONDS).toISOString() })
      .where('id', '=', id)
      .execute()
    const sent: string[] = []
    const send = async (message: Email) => void sent.push(message.to)
    expect((await drainOutbox(db(), later(60), { send })).sent).toBe(0)
    expect((await drainOutbox(db(), later(CLAIM_SECONDS + 1), { send })).sent).toBe(1)
    expect(sent).toEqual(['d@example.com'])
  })

  it('gives up after the last attempt and says so', async () => {
    const id = await enqueueEmail(db(), email('e@example.com'), t0)
    await db()
      .updateTable('email_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id)
      .execute()
    const result = await drainOutbox(db(), t0, {
      send: async () => {
        throw new Error('550 mailbox unavailable')
      },
    })
    expect(result).toEqual({ sent: 0, retried: 0, failed: 1 })
    expect(await db().selectFrom('email_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed' })
  })
})
