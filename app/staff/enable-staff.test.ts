import { expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { activeStaffMember } from '~/access/staff-member.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { invitedStaff, staffAuditCount, staffAuditOf } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { disableStaff } from './disable-staff.server'
import { enableStaff } from './enable-staff.server'

describeEachDatabase('enabling a staff member', (db) => {
  it('enabling lets a disabled member act again, audited', async () => {
    const { userId } = await invitedStaff(db())
    await disableStaff(staffActionContext(db(), 'admin'), { userId })
    expect(await enableStaff(staffActionContext(db(), 'admin'), { userId })).toEqual({ ok: true })
    expect(await activeStaffMember(db(), userId)).toMatchObject({ id: userId })
    expect(await staffAuditOf(db(), userId, 'staff.enable')).toEqual({ before: { disabled: true }, after: { disabled: false } })
  })

  it('throws PermissionDenied for a caller without staff.manage (a coordinator, or no staff at all), and changes nothing', async () => {
    const { userId } = await invitedStaff(db())
    await disableStaff(staffActionContext(db(), 'admin'), { userId })
    const audited = await staffAuditCount(db(), userId)
    for (const outsider of [staffActionContext(db(), 'coordinator'), testActionContext(db())])
      await expect(enableStaff(outsider, { userId })).rejects.toThrow(PermissionDenied)
    expect(await activeStaffMember(db(), userId)).toBeUndefined()
    expect(await staffAuditCount(db(), userId)).toBe(audited)
  })
})
