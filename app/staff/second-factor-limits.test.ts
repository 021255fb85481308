import { generate } from 'otplib'
import type { Kysely } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { resolveSession } from '~/accounts/session-store.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Database } from '~/db/schema'
import { closeRateLimits, keepRateLimitsInDatabase } from '~/security/rate-limit.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { acceptInvitation } from './accept-invitation.server'
import { inviteStaff } from './invite-staff.server'
import { confirmTotpSetup } from './confirm-totp-setup.server'
import { passSecondFactor } from './pass-second-factor.server'
import { pendingTotpEnrolment } from './totp.server'

/*
 * The second factor with the rate limits in the database, as the server keeps them without
 * Redis (docs/decisions/030). A right code forgets the wrong ones: that reset once ran inside
 * the code's transaction, where on SQLite it waited for the transaction that waited for it.
 */

let emails = 0

async function invitedStaffSession(db: Kysely<Database>) {
  const email = `second-factor-limits-${Date.now()}-${++emails}@claravia.example`
  const invited = await inviteStaff(staffActionContext(db, 'admin'), { email, role: 'coordinator', clinics: [], locale: 'en' })
  if (!invited.ok) throw new Error(invited.code)
  const row = await db.selectFrom('email_outbox').select('payload').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()
  const token = /\/admin\/invitation\/([\w-]{43})/.exec((JSON.parse(row.payload) as { text: string }).text)![1]!
  const accepted = await acceptInvitation(testActionContext(db), { token, name: 'Lucía Gómez', password: 'Str0ng#staff-pass' })
  if (!accepted.ok) throw new Error(accepted.code)
  const session: RequestSession = { ...(await resolveSession(db, accepted.session.token))!, token: accepted.session.token, via: 'cookie' }
  const { secret } = (await pendingTotpEnrolment(db, { id: invited.userId, email }))!
  return { session, secret }
}

describeEachDatabase('the second factor with the limits in the database', (db) => {
  beforeEach(async () => {
    await closeRateLimits()
    await keepRateLimitsInDatabase(db())
  })
  afterEach(() => closeRateLimits())

  it('a right code sets up two-factor and forgets the wrong guesses; five wrong codes then lock it', async () => {
    const { session, secret } = await invitedStaffSession(db())
    const counter = () =>
      db().selectFrom('rate_limits').select('points').where('key', '=', `rl:secondFactorAccount:${session.user.id}`).executeTakeFirst()
    expect(await confirmTotpSetup(testActionContext(db(), { session }), { code: '000000' })).toMatchObject({ code: 'second_factor_wrong' })
    expect((await counter())?.points).toBe(1)
    const setUp = await confirmTotpSetup(testActionContext(db(), { session }), { code: await generate({ secret }) })
    expect(setUp.ok).toBe(true)
    expect(await counter()).toBeUndefined()

    const signedIn = { ...session, twoFactorDone: false }
    for (let guess = 0; guess < 5; guess++) {
      expect(await passSecondFactor(testActionContext(db(), { session: signedIn }), { code: '000000', rememberDevice: false })).toMatchObject({
        code: 'second_factor_wrong',
      })
    }
    expect(await passSecondFactor(testActionContext(db(), { session: signedIn }), { code: '000000', rememberDevice: false })).toMatchObject({
      code: 'rate_limited',
    })
  }, 30_000)

  it('a right code passes the second factor and forgets the wrong guesses', async () => {
    const { session, secret } = await invitedStaffSession(db())
    expect((await confirmTotpSetup(testActionContext(db(), { session }), { code: await generate({ secret }) })).ok).toBe(true)
    const signedIn = { ...session, twoFactorDone: false }
    const later = new Date(Date.now() + 30_000)
    await passSecondFactor(testActionContext(db(), { session: signedIn }), { code: '000000', rememberDevice: false })
    const code = await generate({ secret, epoch: Math.floor(later.getTime() / 1000) })
    expect((await passSecondFactor(testActionContext(db(), { session: signedIn, now: later }), { code, rememberDevice: false })).ok).toBe(true)
    const left = await db().selectFrom('rate_limits').select('key').where('key', '=', `rl:secondFactorAccount:${session.user.id}`).execute()
    expect(left).toEqual([])
  }, 30_000)
})
