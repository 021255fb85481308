import { expect, it } from 'vitest'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { RequestSession } from './session-middleware.server'
import { createSession, resolveSession } from './session-store.server'
import { signOut } from './sign-out.server'
import { createUser } from './users.server'

describeEachDatabase('signing out', (db) => {
  async function twoSessions(email: string) {
    const user = (await createUser(db(), { name: 'Pablo Ruiz', email, password: 'Claravia#2026', locale: 'en', acceptedPolicies: true }))!
    const { token } = await createSession(db(), user.id)
    const elsewhere = await createSession(db(), user.id)
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    return { session, elsewhere }
  }

  it('ends the session that asks, on the server, and no other of the account', async () => {
    const { session, elsewhere } = await twoSessions('out@example.com')
    expect(await signOut(testActionContext(db(), { session }))).toEqual({ ok: true })
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    expect(await resolveSession(db(), elsewhere.token)).toBeDefined()
  })

  it('someone already signed out is not refused, and nobody is signed out', async () => {
    await twoSessions('still-in@example.com')
    const count = async () => (await db().selectFrom('sessions').select('id').execute()).length
    const before = await count()
    expect(await signOut(testActionContext(db()))).toEqual({ ok: true })
    expect(await count()).toBe(before)
  })
})
