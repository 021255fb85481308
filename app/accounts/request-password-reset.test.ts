import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { Email } from '~/messaging/mailer.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { apiProof, pageProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { requestPasswordReset } from './request-password-reset.server'
import { createUser } from './users.server'

const sent = vi.hoisted(() => [] as Email[])
vi.mock('~/messaging/mailer.server', async (original) => ({
  ...(await original<typeof import('~/messaging/mailer.server')>()),
  sendEmail: vi.fn(async (email: Email) => {
    sent.push(email)
    return { messageId: 'test' }
  }),
}))

/** Longer than the reset's work waits after the answer (RESET_WORK_DELAY_MS), with room for the work. */
const AFTER_THE_WORK_MS = 600
const settle = () => new Promise((resolve) => setTimeout(resolve, AFTER_THE_WORK_MS))

describeEachDatabase('asking for a password reset', (db) => {
  let userId: number
  beforeAll(async () => {
    userId = (await createUser(db(), {
      name: 'Inés Mora',
      email: 'ines@example.com',
      password: 'Claravia#2026',
      locale: 'es',
      acceptedPolicies: true,
    }))!.id
  })
  beforeEach(() => closeRateLimits())

  const links = async () => (await db().selectFrom('password_resets').select('id').where('user_id', '=', userId).execute()).length

  it('is accepted at once, and the link is stored just after the answer', async () => {
    const before = await links()
    expect(await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: pageProof('reset-password') })).toEqual({
      ok: true,
    })
    // Answered before the work: nothing is stored yet.
    expect(await links()).toBe(before)
    await vi.waitFor(async () => expect(await links()).toBe(before + 1))
  })

  it('is accepted alike for an email without an account, which stores nothing', async () => {
    const count = async () => (await db().selectFrom('password_resets').select('id').execute()).length
    const before = await count()
    expect(await requestPasswordReset(testActionContext(db()), { email: 'nobody@example.com', proof: apiProof() })).toEqual({ ok: true })
    await settle()
    expect(await count()).toBe(before)
  })

  it('a page post without the bot-guard proof, or with another form’s stamp, is refused and sends nothing', async () => {
    const before = await links()
    const bare = await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: { form: new FormData() } })
    const borrowed = await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: pageProof('sign-up') })
    expect([bare, borrowed]).toEqual([
      { ok: false, code: 'bot_rejected' },
      { ok: false, code: 'bot_rejected' },
    ])
    const trapped = await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: { api: { website: 'x' } } })
    expect(trapped).toEqual({ ok: false, code: 'bot_trap_filled' })
    await settle()
    expect(await links()).toBe(before)
  })

  it('the fourth request for one account within the hour is refused with the wait, from any address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await requestPasswordReset(testActionContext(db()), { email: 'limited@example.com', proof: apiProof() })).ok).toBe(true)
    }
    const refused = await requestPasswordReset(testActionContext(db()), { email: 'limited@example.com', proof: apiProof() })
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 60 } })
    expect(refused.ok || refused.retryAfterSeconds! > 3500).toBe(true)
  })

  it('the eleventh request from one address within the hour is refused, whatever the email, and sends nothing', async () => {
    const context = testActionContext(db())
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await requestPasswordReset(context, { email: `someone-${attempt}@example.com`, proof: apiProof() })).ok).toBe(true)
    }
    const before = await links()
    expect(await requestPasswordReset(context, { email: 'ines@example.com', proof: apiProof() })).toMatchObject({ ok: false, code: 'rate_limited' })
    await settle()
    expect(await links()).toBe(before)
  })

  it('is answered in the language it was asked in, whatever the account’s; without one, in the account’s', async () => {
    await createUser(db(), { name: 'Laura Pérez', email: 'laura@example.com', password: 'Claravia#2026', locale: 'en', acceptedPolicies: true })
    const emailTo = async (to: string) => {
      await vi.waitFor(() => expect(sent.some((email) => email.to === to)).toBe(true))
      const email = sent.find((one) => one.to === to)!
      sent.length = 0
      return email
    }
    // Asked for on /es by an account kept in English: Spanish, and its link opens the Spanish page.
    await requestPasswordReset(testActionContext(db()), { email: 'laura@example.com', proof: apiProof(), locale: 'es' })
    const spanish = await emailTo('laura@example.com')
    expect(spanish.subject).toBe('Restablece tu contraseña de Claravia')
    expect(spanish.text).toContain('Hola, Laura Pérez:')
    expect(spanish.text).toMatch(/\/es\/new-password\//)
    // Asked for in English by a Spanish account: English.
    await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: apiProof(), locale: 'en' })
    const english = await emailTo('ines@example.com')
    expect(english.subject).toBe('Reset your Claravia password')
    expect(english.text).not.toMatch(/\/es\/new-password\//)
    // A /v1 request that asked for no language: the account's.
    await requestPasswordReset(testActionContext(db()), { email: 'ines@example.com', proof: apiProof() })
    expect((await emailTo('ines@example.com')).subject).toBe('Restablece tu contraseña de Claravia')
  })
})
