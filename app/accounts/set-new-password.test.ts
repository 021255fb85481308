import { beforeAll, expect, it } from 'vitest'
import { refusalStatus } from '~/errors/outcomes'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { authenticate } from './authenticate.server'
import { createSession, resolveSession } from './session-store.server'
import { setNewPassword } from './set-new-password.server'
import { hashToken, newToken } from './tokens.server'
import { createUser } from './users.server'

const OLD = 'Claravia#2026'
const NEW = 'Nueva#Clave2026'
const HOUR = 60 * 60 * 1000

describeEachDatabase('setting a new password through a reset link', (db) => {
  let userId: number
  let emails = 0
  beforeAll(async () => {
    userId = (await createUser(db(), { name: 'Marta Gil', email: 'marta@example.com', password: OLD, locale: 'en', acceptedPolicies: true }))!.id
  })

  /** A link as the reset email carries it, made `age` ago (links last an hour). */
  async function resetLink(forUser = userId, age = 0) {
    const { token, hash } = newToken()
    const created = new Date(Date.now() - age)
    await db()
      .insertInto('password_resets')
      .values({
        user_id: forUser,
        token_hash: hash,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + HOUR).toISOString(),
        used_at: null,
      })
      .execute()
    return token
  }

  async function anotherAccount() {
    return (await createUser(db(), { name: 'Other', email: `other-${++emails}@example.com`, password: OLD, locale: 'en', acceptedPolicies: true }))!
  }

  it('sets the password, spends the link and ends every session of the account', async () => {
    const token = await resetLink()
    const session = await createSession(db(), userId)
    expect(await setNewPassword(testActionContext(db()), { token, password: NEW })).toEqual({ ok: true })
    expect(await authenticate(db(), 'marta@example.com', NEW)).toMatchObject({ id: userId })
    expect(await authenticate(db(), 'marta@example.com', OLD)).toBeUndefined()
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    const link = await db().selectFrom('password_resets').select('used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()
    expect(link.used_at).not.toBeNull()
  })

  it('a used link is refused (410) and changes nothing', async () => {
    const user = await anotherAccount()
    const token = await resetLink(user.id)
    expect((await setNewPassword(testActionContext(db()), { token, password: NEW })).ok).toBe(true)
    const again = await setNewPassword(testActionContext(db()), { token, password: 'Otra#Clave2026' })
    expect(again).toEqual({ ok: false, code: 'reset_link_spent' })
    expect(!again.ok && refusalStatus(again)).toBe(410)
    expect(await authenticate(db(), user.email, NEW)).toMatchObject({ id: user.id })
  })

  it('an expired link, an unknown one and a malformed one are the same refusal, and change nothing', async () => {
    const user = await anotherAccount()
    const expired = await resetLink(user.id, HOUR + 60_000)
    for (const token of [expired, newToken().token, 'not-a-token']) {
      expect(await setNewPassword(testActionContext(db()), { token, password: NEW })).toEqual({ ok: false, code: 'reset_link_spent' })
    }
    expect(await authenticate(db(), user.email, OLD)).toMatchObject({ id: user.id })
  })
})
