import { generate } from 'otplib'
import { beforeEach, expect, it } from 'vitest'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { invitationToken, invitedStaff, requestSession, STAFF_PASSWORD, staffAuditCount, patientSession } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { acceptInvitation } from './accept-invitation.server'
import { confirmTotpSetup } from './confirm-totp-setup.server'
import { pendingTotpEnrolment } from './totp.server'

describeEachDatabase('confirming the TOTP set-up', (db) => {
  beforeEach(() => closeRateLimits())

  it('TOTP set-up keeps its secret across visits, needs a valid code, and gives ten recovery codes', async () => {
    const invited = await invitedStaff(db(), 'admin')
    const { email } = invited
    const accepted = await acceptInvitation(testActionContext(db()), {
      token: await invitationToken(db(), email),
      name: 'Admin',
      password: STAFF_PASSWORD,
    })
    if (!accepted.ok) throw new Error(accepted.code)
    const first = (await pendingTotpEnrolment(db(), { id: invited.userId, email }))!
    const again = (await pendingTotpEnrolment(db(), { id: invited.userId, email }))!
    expect(again.secret).toBe(first.secret)
    expect(first.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    const session = await requestSession(db(), accepted.session.token)
    expect(await confirmTotpSetup(testActionContext(db(), { session }), { code: '000000' })).toMatchObject({ code: 'second_factor_wrong' })
    const confirmed = await confirmTotpSetup(testActionContext(db(), { session }), { code: await generate({ secret: first.secret }) })
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10)
    expect(await resolveSession(db(), accepted.session.token)).toMatchObject({ twoFactorDone: true })
    expect(await pendingTotpEnrolment(db(), { id: invited.userId, email })).toBeUndefined()
    const stored = await db().selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', invited.userId).execute()
    expect(stored.map((row) => row.code_hash)).not.toContain(confirmed.ok && confirmed.recoveryCodes[0])
  })

  it('is the signing-in staff member’s own step: no session, a patient’s, or one past its second factor is refused as not found, and nothing is written', async () => {
    const invited = await invitedStaff(db(), 'admin')
    const accepted = await acceptInvitation(testActionContext(db()), {
      token: await invitationToken(db(), invited.email),
      name: 'Admin',
      password: STAFF_PASSWORD,
    })
    if (!accepted.ok) throw new Error(accepted.code)
    const { secret } = (await pendingTotpEnrolment(db(), { id: invited.userId, email: invited.email }))!
    const past = await requestSession(db(), (await createSession(db(), invited.userId, new Date(), { role: 'admin', twoFactorDone: true })).token)
    const audited = await staffAuditCount(db(), invited.userId)
    for (const session of [null, await patientSession(db()), past])
      expect(await confirmTotpSetup(testActionContext(db(), { session }), { code: await generate({ secret }) })).toEqual({
        ok: false,
        code: 'staff_only',
      })
    expect(await pendingTotpEnrolment(db(), { id: invited.userId, email: invited.email })).toMatchObject({ secret })
    expect(await db().selectFrom('staff_recovery_codes').select('user_id').where('user_id', '=', invited.userId).execute()).toEqual([])
    expect(await staffAuditCount(db(), invited.userId)).toBe(audited)
  })
})
