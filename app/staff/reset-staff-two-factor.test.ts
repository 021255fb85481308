import { expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { invitedStaff, staffAuditCount } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { disableStaff } from './disable-staff.server'
import { resetStaffTwoFactor } from './reset-staff-two-factor.server'
import { hasConfirmedTotp, pendingTotpEnrolment } from './totp.server'

describeEachDatabase('resetting a staff member’s two-factor', (db) => {
  /** An invited coordinator with a confirmed authenticator and a live session. */
  async function withTwoFactor() {
    const { userId, email } = await invitedStaff(db())
    await pendingTotpEnrolment(db(), { id: userId, email })
    await db().updateTable('staff_totp').set({ confirmed_at: new Date().toISOString() }).where('user_id', '=', userId).execute()
    const session = await createSession(db(), userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    return { userId, session }
  }

  it('resetting two-factor forgets the authenticator and ends the sessions; a patient is not staff', async () => {
    const { userId, session } = await withTwoFactor()
    const admin = staffActionContext(db(), 'admin')
    expect(await resetStaffTwoFactor(admin, { userId })).toEqual({ ok: true })
    expect(await hasConfirmedTotp(db(), userId)).toBe(false)
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    const at = new Date().toISOString()
    const patient = await db()
      .insertInto('users')
      .values({ name: 'P', email: `p-${Date.now()}@example.com`, password_hash: 'x', locale: 'en', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await disableStaff(admin, { userId: patient.id })).toEqual({ ok: false, code: 'staff_only' })
  })

  it('throws PermissionDenied for a caller without staff.manage (a coordinator, or no staff at all), and changes nothing', async () => {
    const { userId, session } = await withTwoFactor()
    const audited = await staffAuditCount(db(), userId)
    for (const outsider of [staffActionContext(db(), 'coordinator'), testActionContext(db())])
      await expect(resetStaffTwoFactor(outsider, { userId })).rejects.toThrow(PermissionDenied)
    expect(await hasConfirmedTotp(db(), userId)).toBe(true)
    expect(await resolveSession(db(), session.token)).toMatchObject({ user: { id: userId } })
    expect(await staffAuditCount(db(), userId)).toBe(audited)
  })
})
