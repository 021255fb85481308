import { beforeEach, expect, it } from 'vitest'
import { refusalStatus } from '~/errors/outcomes'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { authenticate } from './authenticate.server'
import type { RequestSession } from './session-middleware.server'
import { createSession, resolveSession } from './session-store.server'
import { signIn } from './sign-in.server'
import { updateAccount } from './update-account.server'
import { createUser, getUser } from './users.server'

const PASSWORD = 'Claravia#2026'
const NEW = 'Nueva#Clave2026'

describeEachDatabase('updating the account', (db) => {
  let accounts = 0
  beforeEach(() => closeRateLimits())

  /** A new account signed in twice: `signedIn` acts through one session, `elsewhere` is the other. */
  async function account() {
    const email = `update-${++accounts}@example.com`
    const user = (await createUser(db(), { name: 'Rosa Vidal', email, password: PASSWORD, locale: 'es', acceptedPolicies: true }))!
    const { token } = await createSession(db(), user.id)
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    const elsewhere = await createSession(db(), user.id)
    return { user, signedIn: { ...testActionContext(db()), session }, elsewhere }
  }

  it('a new name needs no password, keeps the email and the other sessions, and returns the account', async () => {
    const { user, signedIn, elsewhere } = await account()
    const outcome = await updateAccount(signedIn, { name: '  Rosa Vidal Soler ', email: user.email })
    expect(outcome).toEqual({ ok: true, user: { ...user, name: 'Rosa Vidal Soler' } })
    expect(await getUser(db(), user.id)).toMatchObject({ name: 'Rosa Vidal Soler', email: user.email })
    expect(await resolveSession(db(), elsewhere.token)).toBeDefined()
  })

  it('a name or email left out stays as it is (PATCH /v1/me sends only what changes)', async () => {
    const { user, signedIn } = await account()
    expect(await updateAccount(signedIn, {})).toEqual({ ok: true, user })
  })

  it('a new email and password with the current password are saved; the other sessions end, this one stays', async () => {
    const { user, signedIn, elsewhere } = await account()
    const email = `moved-${user.email}`
    const outcome = await updateAccount(signedIn, { email: email.toUpperCase(), password: NEW, currentPassword: PASSWORD })
    expect(outcome).toMatchObject({ ok: true, user: { id: user.id, email } })
    expect(await authenticate(db(), email, NEW)).toMatchObject({ id: user.id })
    expect(await resolveSession(db(), elsewhere.token)).toBeUndefined()
    expect(await resolveSession(db(), signedIn.session.token)).toBeDefined()
  })

  it('changing the email or the password without the current password is refused at that field, and changes nothing', async () => {
    const { user, signedIn, elsewhere } = await account()
    for (const changes of [{ email: `new-${user.email}` }, { password: NEW }]) {
      const refused = await updateAccount(signedIn, { name: 'Changed', ...changes })
      expect(refused).toEqual({ ok: false, code: 'current_password_needed', field: 'currentPassword' })
      expect(!refused.ok && refusalStatus(refused)).toBe(400)
    }
    expect(await getUser(db(), user.id)).toEqual(user)
    expect(await resolveSession(db(), elsewhere.token)).toBeDefined()
  })

  it('a wrong current password is refused (403) at that field, and changes nothing', async () => {
    const { user, signedIn, elsewhere } = await account()
    const refused = await updateAccount(signedIn, { name: 'Changed', password: NEW, currentPassword: 'Wrong#2026x' })
    expect(refused).toEqual({ ok: false, code: 'current_password_wrong', field: 'currentPassword' })
    expect(!refused.ok && refusalStatus(refused)).toBe(403)
    expect(await getUser(db(), user.id)).toEqual(user)
    expect(await authenticate(db(), user.email, PASSWORD)).toBeDefined()
    expect(await resolveSession(db(), elsewhere.token)).toBeDefined()
  })

  it('an email another account has is refused (409) at the email, and changes nothing', async () => {
    const { user: other } = await account()
    const { user, signedIn, elsewhere } = await account()
    const refused = await updateAccount(signedIn, { name: 'Changed', email: other.email, currentPassword: PASSWORD })
    expect(refused).toEqual({ ok: false, code: 'email_taken', field: 'email' })
    expect(!refused.ok && refusalStatus(refused)).toBe(409)
    expect(await getUser(db(), user.id)).toEqual(user)
    expect(await resolveSession(db(), elsewhere.token)).toBeDefined()
  })

  it('checking the current password is a guess: the sixth is refused with the wait even when right, and sign-in shares the budget', async () => {
    const { user, signedIn } = await account()
    for (let guess = 0; guess < 5; guess++) {
      expect(await updateAccount(signedIn, { password: NEW, currentPassword: `Guess#${guess}x` })).toMatchObject({ code: 'current_password_wrong' })
    }
    const refused = await updateAccount(signedIn, { password: NEW, currentPassword: PASSWORD })
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 15 } })
    expect(refused.ok || refused.retryAfterSeconds! > 800).toBe(true)
    expect(await authenticate(db(), user.email, PASSWORD)).toBeDefined()
    expect(await signIn(testActionContext(db()), { email: user.email, password: PASSWORD })).toMatchObject({ code: 'rate_limited' })
  })
})
