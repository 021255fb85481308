import { generate } from 'otplib'
import { beforeEach, expect, it } from 'vitest'
import { signIn } from '~/accounts/sign-in.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { readyStaffMember, requestSession, STAFF_PASSWORD, staffAuditCount, patientSession } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { passSecondFactor } from './pass-second-factor.server'

describeEachDatabase('the second factor of a staff sign-in', (db) => {
  beforeEach(() => closeRateLimits())

  it('a staff sign-in needs the second factor: a TOTP code once, a recovery code once', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    expect(signedIn).toMatchObject({ ok: true, secondFactorNeeded: true })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    expect(session.twoFactorDone).toBe(false)
    // The code of the set-up's time step was spent then: the next step's code is needed.
    const nextStep = new Date(Date.now() + 30_000)
    const code = await generate({ secret: staff.secret, epoch: Math.floor(nextStep.getTime() / 1000) })
    expect((await passSecondFactor(testActionContext(db(), { session, now: nextStep }), { code, rememberDevice: false })).ok).toBe(true)
    expect(await resolveSession(db(), session.token)).toMatchObject({ twoFactorDone: true })

    const second = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    if (!second.ok) return
    const other = await requestSession(db(), second.session.token)
    expect(await passSecondFactor(testActionContext(db(), { session: other, now: nextStep }), { code, rememberDevice: false })).toMatchObject({
      code: 'second_factor_wrong',
    })
    const recovery = staff.recoveryCodes[0]!
    expect((await passSecondFactor(testActionContext(db(), { session: other }), { code: recovery.toUpperCase(), rememberDevice: false })).ok).toBe(
      true,
    )

    const third = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    if (!third.ok) return
    const again = await requestSession(db(), third.session.token)
    expect(await passSecondFactor(testActionContext(db(), { session: again }), { code: recovery, rememberDevice: false })).toMatchObject({
      code: 'second_factor_wrong',
    })
    const used = await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(staff.userId)).execute()
    expect(used.map((row) => row.action)).toContain('staff.recovery_code_used')
  })

  it('the sixth wrong code within 15 minutes is refused with the wait', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    for (let guess = 0; guess < 5; guess++) {
      expect(await passSecondFactor(testActionContext(db(), { session }), { code: '000000', rememberDevice: false })).toMatchObject({
        code: 'second_factor_wrong',
      })
    }
    expect(await passSecondFactor(testActionContext(db(), { session }), { code: '000000', rememberDevice: false })).toMatchObject({
      code: 'rate_limited',
    })
  })

  it('a remembered device skips the second factor for 30 days, for that staff member only', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    const passed = await passSecondFactor(testActionContext(db(), { session }), { code: staff.recoveryCodes[1]!, rememberDevice: true })
    if (!passed.ok) throw new Error(passed.code)
    const trustedDeviceToken = passed.trustedDevice!.token
    expect(await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD, trustedDeviceToken })).toMatchObject({
      ok: true,
      secondFactorNeeded: false,
    })
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect(await signIn(testActionContext(db(), { now: later }), { email: staff.email, password: STAFF_PASSWORD, trustedDeviceToken })).toMatchObject(
      {
        secondFactorNeeded: true,
      },
    )
    const colleague = await readyStaffMember(db())
    expect(await signIn(testActionContext(db()), { email: colleague.email, password: STAFF_PASSWORD, trustedDeviceToken })).toMatchObject({
      secondFactorNeeded: true,
    })
  })

  it('is the signing-in staff member’s own step: no session, a patient’s, or one past its second factor is refused as not found, and nothing is written', async () => {
    const staff = await readyStaffMember(db())
    const past = await requestSession(db(), (await createSession(db(), staff.userId, new Date(), { role: 'coordinator', twoFactorDone: true })).token)
    const audited = await staffAuditCount(db(), staff.userId)
    for (const session of [null, await patientSession(db()), past])
      expect(await passSecondFactor(testActionContext(db(), { session }), { code: staff.recoveryCodes[0]!, rememberDevice: true })).toEqual({
        ok: false,
        code: 'staff_only',
      })
    // The recovery code is still unspent, no device is trusted, and nothing was audited.
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: STAFF_PASSWORD })
    if (!signedIn.ok) throw new Error(signedIn.code)
    const session = await requestSession(db(), signedIn.session.token)
    expect(await db().selectFrom('trusted_devices').select('user_id').where('user_id', '=', staff.userId).execute()).toEqual([])
    expect(await staffAuditCount(db(), staff.userId)).toBe(audited)
    expect((await passSecondFactor(testActionContext(db(), { session }), { code: staff.recoveryCodes[0]!, rememberDevice: false })).ok).toBe(true)
  })
})
