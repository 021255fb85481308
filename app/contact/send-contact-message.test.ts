import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { issueFormStamp } from '~/security/bot-guard.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { apiProof, pageProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { withTurnstileKeys } from '../../tests/setup/turnstile-stand-in'
import { sendContactMessage } from './send-contact-message.server'

const keys = vi.hoisted(() => ({ secret: undefined as string | undefined }))
vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), TURNSTILE_SECRET_KEY: keys.secret }) }
})

let counter = 0
const unique = () => `ana-${Date.now()}-${++counter}@example.com`
const message = (email = unique()) => ({
  name: 'Ana Torres',
  email,
  subject: 'LASIK in Bogotá',
  message: 'Hello, I would like to know more about LASIK.',
})

describeEachDatabase('sending a contact message', (db) => {
  beforeEach(() => closeRateLimits())
  const storedFrom = (email: string) => db().selectFrom('contact_messages').selectAll().where('email', '=', email).execute()
  const mailsTo = (email: string) => db().selectFrom('email_outbox').select('kind').where('recipient', '=', email).execute()
  const send = (
    email = unique(),
    proof: Parameters<typeof sendContactMessage>[1]['proof'] = pageProof('contact'),
    context = testActionContext(db()),
  ) => sendContactMessage(context, { ...message(email), proof })
  const storedNothing = async (email: string) => {
    expect(await storedFrom(email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
  }

  it('stores the message in the sender’s language, from their address, with the acknowledgement in the outbox', async () => {
    const email = unique()
    const now = new Date('2026-03-02T10:00:00Z')
    const context = testActionContext(db(), { locale: 'es', now })
    const outcome = await sendContactMessage(context, { ...message(email), phone: '+57 310 555 0148', proof: pageProof('contact') })
    expect(outcome).toEqual({ ok: true, id: expect.any(Number) })
    const [stored, ...more] = await storedFrom(email)
    expect(more).toEqual([])
    expect(stored).toMatchObject({
      id: outcome.ok ? outcome.id : -1,
      locale: 'es',
      ip: context.ip,
      phone: '+57 310 555 0148',
      subject: 'LASIK in Bogotá',
    })
    expect(new Date(stored!.created_at).toISOString()).toBe(now.toISOString())
    expect(await mailsTo(email)).toEqual([{ kind: 'contact.ack' }])
  })

  it('an API caller’s message is stored the same way, without a stamp', async () => {
    const email = unique()
    expect((await send(email, apiProof())).ok).toBe(true)
    expect(await storedFrom(email)).toHaveLength(1)
  })

  it('refuses a page’s form that fails the bot guard, and stores nothing', async () => {
    const email = unique()
    const cases = [
      [pageProof('contact', { website: 'https://spam.example' }), 'bot_rejected'],
      [pageProof('contact', { servedMsAgo: 0 }), 'bot_too_fast'],
      [pageProof('newsletter'), 'bot_rejected'],
      [pageProof('contact', { servedMsAgo: 2 * 60 * 60 * 1000 }), 'bot_form_expired'],
      [{ form: new FormData() }, 'bot_rejected'],
    ] as const
    for (const [proof, code] of cases) expect(await send(email, proof), code).toEqual({ ok: false, code })
    await storedNothing(email)
  })

  it('refuses a stamp that was already spent: one served form, one message', async () => {
    const stamp = issueFormStamp('contact', Date.now() - 10_000)
    const first = unique()
    expect((await send(first, pageProof('contact', { stamp }))).ok).toBe(true)
    const again = unique()
    expect(await send(again, pageProof('contact', { stamp }))).toEqual({ ok: false, code: 'bot_form_expired' })
    await storedNothing(again)
  })

  it('refuses an API body with the website trap filled, with the API’s own message, and stores nothing', async () => {
    const email = unique()
    expect(await send(email, apiProof({ website: 'https://spam.example' }))).toEqual({ ok: false, code: 'bot_trap_filled' })
    await storedNothing(email)
  })

  describe('with Turnstile keys', () => {
    const standIn = withTurnstileKeys(keys)

    it('a page and an API caller both need a valid token; when Turnstile cannot be asked, nothing is stored either', async () => {
      const email = unique()
      standIn.state.down = false
      for (const proof of [
        pageProof('contact'),
        pageProof('contact', { turnstileToken: 'forged' }),
        apiProof(),
        apiProof({ turnstileToken: 'forged' }),
      ]) {
        expect(await send(email, proof)).toEqual({ ok: false, code: 'challenge_failed' })
      }
      standIn.state.down = true
      expect(await send(email, pageProof('contact', { turnstileToken: 'good-token' }))).toEqual({ ok: false, code: 'challenge_unavailable' })
      expect(await send(email, apiProof({ turnstileToken: 'good-token' }))).toEqual({ ok: false, code: 'challenge_unavailable' })
      await storedNothing(email)
      standIn.state.down = false
      expect((await send(email, pageProof('contact', { turnstileToken: 'good-token' }))).ok).toBe(true)
      expect((await send(unique(), apiProof({ turnstileToken: 'good-token' }))).ok).toBe(true)
    })
  })

  it('the fourth message from one email within an hour is refused with the wait, and not stored', async () => {
    const email = unique()
    for (let i = 0; i < 3; i++) expect((await send(email)).ok).toBe(true)
    const refused = await send(email)
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 60 } })
    expect(refused.ok || refused.retryAfterSeconds! > 3500).toBe(true)
    expect(await storedFrom(email)).toHaveLength(3)
  })

  it('the eleventh message from one address within an hour is refused, whatever the email', async () => {
    const ip = '192.0.2.55'
    for (let i = 0; i < 10; i++) expect((await send(unique(), pageProof('contact'), testActionContext(db(), { ip }))).ok).toBe(true)
    const email = unique()
    expect(await send(email, pageProof('contact'), testActionContext(db(), { ip }))).toMatchObject({ ok: false, code: 'rate_limited' })
    await storedNothing(email)
  })

  it('a bot refused by the guard does not spend a person’s limit', async () => {
    const email = unique()
    for (let i = 0; i < 5; i++) await send(email, pageProof('contact', { website: 'filled' }))
    expect((await send(email)).ok).toBe(true)
  })

  it('a message the database cannot take is refused as not stored', async () => {
    const broken = openDatabase<Database>('file::memory:') // no tables: every write fails
    try {
      expect(await send(unique(), pageProof('contact'), testActionContext(broken.db))).toEqual({ ok: false, code: 'message_not_stored' })
    } finally {
      await broken.destroy()
    }
  })
})
