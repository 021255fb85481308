import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { PermissionDenied } from '~/access/caller.server'
import { signedInStaffContext, staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { nextStaffEmail } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { inviteStaff, inviteStaffAsSystem } from './invite-staff.server'

/* What an invitation writes is tested in staff.test.ts (staff identity); here, who may send one. */

describeEachDatabase('inviting a staff member', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  }, 60_000)

  const traces = async (email: string) => ({
    users: await db().selectFrom('users').select('id').where('email', '=', email).execute(),
    emails: await db().selectFrom('email_outbox').select('id').where('recipient', '=', email).execute(),
  })

  it('throws PermissionDenied for a caller without staff.invite_clinic_staff (clinic staff, or no staff at all), and writes nothing', async () => {
    const email = nextStaffEmail()
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    for (const outsider of [staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id] }), testActionContext(db())])
      await expect(inviteStaff(outsider, { email, role: 'clinic_staff', clinics: [clinic.slug], locale: 'en' })).rejects.toThrow(PermissionDenied)
    expect(await traces(email)).toEqual({ users: [], emails: [] })
  })

  it('a coordinator invites clinic staff for a clinic they work with (audited as theirs), and is refused a coordinator or an admin', async () => {
    const coordinator = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    for (const role of ['coordinator', 'admin'] as const) {
      const email = nextStaffEmail()
      expect(await inviteStaff(coordinator, { email, role, clinics: [], locale: 'es' })).toEqual({
        ok: false,
        code: 'staff_invite_role_not_allowed',
        field: 'role',
      })
      expect(await traces(email)).toEqual({ users: [], emails: [] })
    }
    const unknown = nextStaffEmail()
    expect(await inviteStaff(coordinator, { email: unknown, role: 'clinic_staff', clinics: ['nowhere'], locale: 'es' })).toMatchObject({
      ok: false,
      code: 'staff_clinic_unknown',
    })
    expect(await traces(unknown)).toEqual({ users: [], emails: [] })

    const email = nextStaffEmail()
    const invited = await inviteStaff(coordinator, { email, role: 'clinic_staff', clinics: [clinic.slug], locale: 'es', name: 'Ana Ríos' })
    if (!invited.ok) throw new Error(invited.code)
    expect((await traces(email)).emails).toHaveLength(1)
    const staffed = await db().selectFrom('staff_clinics').select('clinic_id').where('user_id', '=', invited.userId).execute()
    expect(staffed).toEqual([{ clinic_id: clinic.id }])
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', String(invited.userId)).execute()
    expect(audit).toMatchObject([{ action: 'staff.invite', actor_user_id: coordinator.session.user.id }])
  })

  it('an admin still invites every role', async () => {
    const admin = await signedInStaffContext(db(), 'admin')
    for (const role of ['coordinator', 'admin'] as const) {
      const invited = await inviteStaff(admin, { email: nextStaffEmail(), role, clinics: [], locale: 'en' })
      expect(invited.ok).toBe(true)
    }
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
