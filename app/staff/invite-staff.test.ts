import { expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { nextStaffEmail } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { inviteStaff, inviteStaffAsSystem } from './invite-staff.server'

/* What an invitation writes is tested in staff.test.ts (staff identity); here, who may send one. */

describeEachDatabase('inviting a staff member', (db) => {
  const traces = async (email: string) => ({
    users: await db().selectFrom('users').select('id').where('email', '=', email).execute(),
    emails: await db().selectFrom('email_outbox').select('id').where('recipient', '=', email).execute(),
  })

  it('throws PermissionDenied for a caller without staff.manage (a coordinator, or no staff at all), and writes nothing', async () => {
    const email = nextStaffEmail()
    for (const outsider of [staffActionContext(db(), 'coordinator'), testActionContext(db())])
      await expect(inviteStaff(outsider, { email, role: 'admin', clinics: [], locale: 'en' })).rejects.toThrow(PermissionDenied)
    expect(await traces(email)).toEqual({ users: [], emails: [] })
  })

  it('whoever runs the server (npm run staff:create, ADMIN_EMAIL) invites as the system: the audit row has no actor', async () => {
    const email = nextStaffEmail()
    const invited = await inviteStaffAsSystem(db(), { email, role: 'coordinator', clinics: [], locale: 'es' })
    if (!invited.ok) throw new Error(invited.code)
    expect((await traces(email)).emails).toHaveLength(1)
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', String(invited.userId)).execute()
    expect(audit).toMatchObject([{ action: 'staff.invite', actor_user_id: null, actor_email: null, request_id: null, ip: null }])
  })
})
