import { expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { activeStaffMember } from '~/access/staff-member.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { invitedStaff, staffAuditCount, staffAuditOf } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { disableStaff } from './disable-staff.server'

describeEachDatabase('disabling a staff member', (db) => {
  it('disabling ends every session at once', async () => {
    const { userId } = await invitedStaff(db())
    const session = await createSession(db(), userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    expect(await disableStaff(staffActionContext(db(), 'admin'), { userId })).toEqual({ ok: true })
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([])
    expect(await activeStaffMember(db(), userId)).toBeUndefined()
    expect(await staffAuditOf(db(), userId, 'staff.disable')).toEqual({ before: { disabled: false }, after: { disabled: true } })
  })

  it('the reason the console asks for is kept in the audit entry', async () => {
    const { userId } = await invitedStaff(db())
    const reason = { code: 'security' as const, text: 'Password shared by email.' }
    expect(await disableStaff(staffActionContext(db(), 'admin'), { userId, reason })).toEqual({ ok: true })
    expect(await staffAuditOf(db(), userId, 'staff.disable')).toEqual({ before: { disabled: false }, after: { disabled: true, reason } })
  })

  it('throws PermissionDenied for a caller without staff.manage (a coordinator, or no staff at all), and changes nothing', async () => {
    const { userId } = await invitedStaff(db())
    const session = await createSession(db(), userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    const audited = await staffAuditCount(db(), userId)
    for (const outsider of [staffActionContext(db(), 'coordinator'), testActionContext(db())])
      await expect(disableStaff(outsider, { userId })).rejects.toThrow(PermissionDenied)
    expect(await activeStaffMember(db(), userId)).toMatchObject({ id: userId })
    expect(await resolveSession(db(), session.token)).toMatchObject({ user: { id: userId } })
    expect(await staffAuditCount(db(), userId)).toBe(audited)
  })
})
