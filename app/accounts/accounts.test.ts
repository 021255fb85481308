import { beforeAll, describe, expect, it } from 'vitest'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { authenticate } from './authenticate.server'
import { completePasswordReset, isUsableResetToken, sendResetLink } from './password-reset.server'
import { createSession, resolveSession, revokeSession, revokeUserSessions, SESSION_DAYS } from './session-store.server'
import { hashToken, newToken } from './tokens.server'
import { updateAccount } from './update-account.server'
import { createUser } from './users.server'

const DAY = 24 * 60 * 60 * 1000

describeEachDatabase('accounts', (db) => {
  let userId: number
  beforeAll(async () => {
    const user = await createUser(db(), {
      name: 'Test Patient',
      email: '  Test.Patient@Example.COM ',
      password: 'Claravia#2026',
      locale: 'es',
      acceptedPolicies: true,
    })
    userId = user!.id
  })

  it('stores emails normalised and unique, case-insensitively; passwords as argon2id', async () => {
    expect(
      await createUser(db(), { name: 'Dup', email: 'test.patient@example.com', password: 'Claravia#2026', locale: 'en', acceptedPolicies: false }),
    ).toBeUndefined()
    const row = await db().selectFrom('users').select(['email', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow()
    expect(row.email).toBe('test.patient@example.com')
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect((await authenticate(db(), 'TEST.patient@example.com', 'Claravia#2026'))?.id).toBe(userId)
    expect(await authenticate(db(), 'test.patient@example.com', 'claravia#2026')).toBeUndefined()
  })

  it('keeps only a hash of the session token; sessions expire and slide', async () => {
    const start = new Date('2026-11-01T10:00:00Z')
    const { token } = await createSession(db(), userId, start)
    expect(await db().selectFrom('sessions').select('id').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined()
    expect(await db().selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()).toBeDefined()

    const soon = await resolveSession(db(), token, new Date(start.getTime() + 10 * 60_000))
    expect(soon).toMatchObject({ renewed: false, user: { id: userId } })
    const later = await resolveSession(db(), token, new Date(start.getTime() + 20 * DAY))
    expect(later?.renewed).toBe(true)
    expect(later!.expiresAt.getTime()).toBe(start.getTime() + (20 + SESSION_DAYS) * DAY)
    // Past the renewed expiry, the session is gone.
    expect(await resolveSession(db(), token, new Date(start.getTime() + (21 + SESSION_DAYS) * DAY))).toBeUndefined()
    expect(await resolveSession(db(), 'not a token')).toBeUndefined()
  })

  it('revokes one session, or all but the current one', async () => {
    const a = await createSession(db(), userId)
    const b = await createSession(db(), userId)
    await revokeSession(db(), a.token)
    expect(await resolveSession(db(), a.token)).toBeUndefined()
    const current = (await resolveSession(db(), b.token))!
    const c = await createSession(db(), userId)
    await revokeUserSessions(db(), userId, current.sessionId)
    expect(await resolveSession(db(), c.token)).toBeUndefined()
    expect(await resolveSession(db(), b.token)).toBeDefined()
  })

  it('password reset links are single-use, expire after an hour and end every session', async () => {
    const now = new Date()
    await sendResetLink(db(), 'nobody@example.com', now) // no account: nothing stored, no error
    await sendResetLink(db(), 'test.patient@example.com', now)
    const rows = await db().selectFrom('password_resets').selectAll().where('user_id', '=', userId).execute()
    expect(rows).toHaveLength(1)
    // The token is only in the email; test with a token we control instead.
    const token = 'A'.repeat(43)
    await db()
      .insertInto('password_resets')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute()
    const session = await createSession(db(), userId)
    expect(await isUsableResetToken(db(), token)).toBe(true)
    expect(await isUsableResetToken(db(), token, new Date(now.getTime() + 3_600_001))).toBe(false)
    const [first, second] = await Promise.all([
      completePasswordReset(testActionContext(db()), token, 'Nueva#Clave2026'),
      completePasswordReset(testActionContext(db()), token, 'Otra#Clave2026'),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    expect(await completePasswordReset(testActionContext(db()), token, 'Tercera#Clave2026')).toBe(false)
    const winner = first ? 'Nueva#Clave2026' : 'Otra#Clave2026'
    expect((await authenticate(db(), 'test.patient@example.com', winner))?.id).toBe(userId)
  })

  describe('pending reset links end when the password or email changes', () => {
    const password = 'Claravia#2026'
    async function accountWithLinks(count: number) {
      const user = (await createUser(db(), {
        name: 'Reset Links',
        email: `links-${Date.now()}-${Math.random()}@example.com`,
        password,
        locale: 'en',
        acceptedPolicies: false,
      }))!
      const now = new Date()
      const tokens = Array.from({ length: count }, () => newToken().token)
      for (const token of tokens) {
        await db()
          .insertInto('password_resets')
          .values({
            user_id: user.id,
            token_hash: hashToken(token),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
            used_at: null,
          })
          .execute()
      }
      const { token } = await createSession(db(), user.id)
      const session = { ...(await resolveSession(db(), token))!, token, via: 'cookie' as const }
      return { user, tokens, session, signedIn: { ...testActionContext(db()), session } }
    }
    const usable = (tokens: string[]) => Promise.all(tokens.map((token) => isUsableResetToken(db(), token)))

    it('using one link ends the others', async () => {
      const { tokens } = await accountWithLinks(2)
      expect(await completePasswordReset(testActionContext(db()), tokens[0]!, 'Nueva#Clave2026')).toBe(true)
      expect(await usable(tokens)).toEqual([false, false])
      expect(await completePasswordReset(testActionContext(db()), tokens[1]!, 'Otra#Clave2026')).toBe(false)
    })

    it('a password change on the account ends them', async () => {
      const { user, tokens, signedIn } = await accountWithLinks(2)
      const result = await updateAccount(signedIn, { name: user.name, email: user.email, password: 'Nueva#Clave2026', currentPassword: password })
      expect(result.ok).toBe(true)
      expect(await usable(tokens)).toEqual([false, false])
    })

    it('an email change ends the links sent to the old address', async () => {
      const { user, tokens, signedIn } = await accountWithLinks(1)
      const result = await updateAccount(signedIn, { name: user.name, email: `moved-${user.email}`, currentPassword: password })
      expect(result.ok).toBe(true)
      expect(await usable(tokens)).toEqual([false])
      expect(await completePasswordReset(testActionContext(db()), tokens[0]!, 'Nueva#Clave2026')).toBe(false)
    })

    it('an email change, like a password change, ends the other sessions and keeps this one', async () => {
      const { user, session, signedIn } = await accountWithLinks(0)
      const other = await createSession(db(), user.id)
      const result = await updateAccount(signedIn, { name: user.name, email: `elsewhere-${user.email}`, currentPassword: password })
      expect(result.ok).toBe(true)
      expect(await resolveSession(db(), other.token)).toBeUndefined()
      const kept = await db().selectFrom('sessions').select('id').where('id', '=', session.sessionId).executeTakeFirst()
      expect(kept).toBeDefined()
    })

    it('a new name only ends no session', async () => {
      const { user, signedIn } = await accountWithLinks(0)
      const other = await createSession(db(), user.id)
      expect(await updateAccount(signedIn, { name: 'Only A Name', email: user.email })).toMatchObject({ ok: true })
      expect(await resolveSession(db(), other.token)).toBeDefined()
    })

    it('a refused change, or a new name only, leaves them', async () => {
      const { user, tokens, signedIn } = await accountWithLinks(1)
      expect(
        await updateAccount(signedIn, { name: user.name, email: user.email, password: 'Nueva#Clave2026', currentPassword: 'Wrong#2026x' }),
      ).toMatchObject({ ok: false, code: 'current_password_wrong' })
      expect(await updateAccount(signedIn, { name: 'Another Name', email: user.email })).toMatchObject({ ok: true })
      expect(await usable(tokens)).toEqual([true])
    })
  })
})
