import { beforeAll, beforeEach, expect, it } from 'vitest'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { resolveSession } from './session-store.server'
import { signIn } from './sign-in.server'
import { createUser } from './users.server'

const PASSWORD = 'correct horse battery'

describeEachDatabase('signing in', (db) => {
  beforeAll(async () => {
    await createUser(db(), { name: 'Ana Pérez', email: 'ana@example.com', password: PASSWORD, locale: 'es', acceptedPolicies: true })
  })
  beforeEach(() => closeRateLimits())

  it('the right password opens a session for the account', async () => {
    const outcome = await signIn(testActionContext(db()), { email: 'Ana@Example.com', password: PASSWORD })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.user.email).toBe('ana@example.com')
    const active = await resolveSession(db(), outcome.session.token, new Date())
    expect(active?.user.id).toBe(outcome.user.id)
  })

  it('a wrong password and an unknown email are the same refusal, and open nothing', async () => {
    const wrong = await signIn(testActionContext(db()), { email: 'ana@example.com', password: 'not the password' })
    const unknown = await signIn(testActionContext(db()), { email: 'nobody@example.com', password: PASSWORD })
    expect(wrong).toEqual({ ok: false, code: 'sign_in_failed' })
    expect(unknown).toEqual(wrong)
  })

  it('the sixth guess at one account within 15 minutes is refused with the wait, even with the right password', async () => {
    for (let guess = 0; guess < 5; guess++) {
      expect(await signIn(testActionContext(db()), { email: 'ana@example.com', password: `guess ${guess}` })).toMatchObject({
        code: 'sign_in_failed',
      })
    }
    const refused = await signIn(testActionContext(db()), { email: 'ana@example.com', password: PASSWORD })
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 15 } })
    expect(refused.ok || refused.retryAfterSeconds! > 800).toBe(true)
  })

  it('a right password forgets the account’s earlier wrong guesses', async () => {
    for (let guess = 0; guess < 4; guess++) await signIn(testActionContext(db()), { email: 'ana@example.com', password: `guess ${guess}` })
    expect((await signIn(testActionContext(db()), { email: 'ana@example.com', password: PASSWORD })).ok).toBe(true)
    for (let guess = 0; guess < 4; guess++) await signIn(testActionContext(db()), { email: 'ana@example.com', password: `guess ${guess}` })
    expect((await signIn(testActionContext(db()), { email: 'ana@example.com', password: PASSWORD })).ok).toBe(true)
  })
})
