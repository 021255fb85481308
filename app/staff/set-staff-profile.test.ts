import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { coordinatorProfile } from '~/conversations/coordinator-profile.server'
import { staffActionContext } from '../../tests/setup/action-context'
import { invitedStaff, staffAuditOf } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { setStaffProfile } from './set-staff-profile.server'
import { staffProfile } from './staff-profile.server'

/*
 * What patients see beside a staff member's name (issue 29): an admin sets
 * the languages they answer in and the team record whose photo and title
 * they show; the patient's coordinator card reads them.
 */

describeEachDatabase('a staff member’s profile', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  it('an admin sets languages and a team record, audited; the coordinator card shows them', async () => {
    const { userId } = await invitedStaff(db())
    const [record] = (await staffProfile(db(), userId)).teamRecords
    expect(record).toBeDefined()
    expect(await setStaffProfile(staffActionContext(db(), 'admin'), { userId, languages: ['es', 'en', 'es'], teamMemberId: record!.id })).toEqual({
      ok: true,
    })
    expect((await staffProfile(db(), userId)).profile).toEqual({ languages: ['en', 'es'], teamMemberId: record!.id })
    expect(await staffAuditOf(db(), userId, 'staff.profile')).toEqual({
      before: { languages: '', teamMemberId: null },
      after: { languages: 'en,es', teamMemberId: record!.id },
    })
    const card = await coordinatorProfile(db(), userId, 'es', new Date())
    expect(card).toMatchObject({ languages: ['en', 'es'] })
    expect(card!.title).toBeTruthy()
    // Changed again: one row, the newest values.
    await setStaffProfile(staffActionContext(db(), 'admin'), { userId, languages: ['es'] })
    expect((await staffProfile(db(), userId)).profile).toEqual({ languages: ['es'], teamMemberId: null })
  })

  it('an unknown team record is refused and nothing changes; only admins may', async () => {
    const { userId } = await invitedStaff(db())
    expect(await setStaffProfile(staffActionContext(db(), 'admin'), { userId, languages: ['en'], teamMemberId: 987_654 })).toMatchObject({
      ok: false,
      code: 'staff_team_record_unknown',
    })
    expect((await staffProfile(db(), userId)).profile).toEqual({ languages: [], teamMemberId: null })
    await expect(setStaffProfile(staffActionContext(db(), 'coordinator'), { userId, languages: ['en'] })).rejects.toThrow(PermissionDenied)
  })
})
