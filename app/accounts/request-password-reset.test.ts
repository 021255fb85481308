import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { apiProof, pageProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { requestPasswordReset } from './request-password-reset.server'
import { createUser } from './users.server'

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
})
