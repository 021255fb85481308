import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { activeStaffMember } from '~/access/staff-member.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { invitedStaff, staffAuditCount, staffAuditOf } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { changeStaffAccess } from './change-staff-access.server'
import { disableStaff } from './disable-staff.server'
import { enableStaff } from './enable-staff.server'
import { resetStaffTwoFactor } from './reset-staff-two-factor.server'

describeEachDatabase('changing a staff member’s role and clinics', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  })

  it('changing role and clinics is audited with before and after', async () => {
    const { userId } = await invitedStaff(db())
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    const admin = staffActionContext(db(), 'admin')
    expect(await changeStaffAccess(admin, { userId, role: 'clinic_staff', clinics: [clinic.slug] })).toEqual({ ok: true })
    expect(await activeStaffMember(db(), userId)).toMatchObject({ role: 'clinic_staff', clinicIds: [clinic.id] })
    expect(await staffAuditOf(db(), userId, 'staff.change_access')).toEqual({
      before: { role: 'coordinator', clinics: [] },
      after: { role: 'clinic_staff', clinics: [clinic.slug] },
    })
    expect(await changeStaffAccess(admin, { userId, role: 'clinic_staff', clinics: ['nowhere'] })).toMatchObject({
      code: 'staff_clinic_unknown',
    })
  })

  it('nobody demotes, disables or resets themselves, and nothing changes', async () => {
    const { userId } = await invitedStaff(db())
    await changeStaffAccess(staffActionContext(db(), 'admin'), { userId, role: 'admin', clinics: [] })
    const self = staffActionContext(db(), 'admin', { id: userId })
    expect(await changeStaffAccess(self, { userId, role: 'coordinator', clinics: [] })).toMatchObject({
      ok: false,
      code: 'staff_self',
      field: 'role',
    })
    for (const change of [disableStaff, enableStaff, resetStaffTwoFactor])
      expect(await change(self, { userId })).toMatchObject({ ok: false, code: 'staff_self' })
    expect(await activeStaffMember(db(), userId)).toMatchObject({ role: 'admin' })
    expect(await changeStaffAccess(self, { userId, role: 'admin', clinics: [] })).toEqual({ ok: true })
  })

  it('throws PermissionDenied for a caller without staff.manage (a coordinator, or no staff at all), and changes nothing', async () => {
    const { userId } = await invitedStaff(db())
    const audited = await staffAuditCount(db(), userId)
    for (const outsider of [staffActionContext(db(), 'coordinator'), testActionContext(db())])
      await expect(changeStaffAccess(outsider, { userId, role: 'admin', clinics: [] })).rejects.toThrow(PermissionDenied)
    expect(await activeStaffMember(db(), userId)).toMatchObject({ role: 'coordinator', clinicIds: [] })
    expect(await staffAuditCount(db(), userId)).toBe(audited)
  })
})
