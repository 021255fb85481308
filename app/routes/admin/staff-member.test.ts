import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './staff-member'

/*
 * The console's page of one staff member (admins): the role and clinics
 * form, and the disable / enable and reset two-factor buttons, posted as the
 * browser posts them. The rules behind them are tested beside their verbs
 * (app/staff/change-staff-access, disable-staff, enable-staff,
 * reset-staff-two-factor).
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/staff/:id')
const BOGOTA = 'clinica-vision-andina'

describeEachDatabase('the console staff member page’s forms', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  /** A coordinator signed in (a live session), with two-factor set up: the member the page is about. */
  async function member() {
    const { userId } = await consoleStaff(db(), 'coordinator')
    await db()
      .insertInto('staff_totp')
      .values({ user_id: userId, secret: 'JBSWY3DPEHPK3PXP', created_at: new Date().toISOString(), confirmed_at: new Date().toISOString() })
      .execute()
    return { userId, params: { id: String(userId) } }
  }
  const stateOf = async (userId: number) => {
    const user = await db().selectFrom('users').select(['name', 'role', 'disabled_at']).where('id', '=', userId).executeTakeFirstOrThrow()
    const count = async (table: 'sessions' | 'staff_totp' | 'staff_clinics') =>
      (await db().selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length
    return {
      role: user.role,
      disabled: user.disabled_at !== null,
      sessions: await count('sessions'),
      totp: await count('staff_totp'),
      clinics: await count('staff_clinics'),
    }
  }

  it('changes the role and clinics: back to the page with the toast, the access changed, audited before → after', async () => {
    const { userId, params } = await member()
    const admin = await consoleStaff(db(), 'admin')
    const answer = await post(admin, params, { intent: 'access', role: 'clinic_staff', clinics: [BOGOTA] })
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/staff/${userId}`,
      toast: { title: "Role and clinics saved. They apply from the member's next page.", color: 'success' },
    })
    expect(await stateOf(userId)).toMatchObject({ role: 'clinic_staff', clinics: 1 })
    expect(await auditBy(db(), admin.userId)).toEqual([
      {
        action: 'staff.change_access',
        entityType: 'user',
        entityId: String(userId),
        before: { role: 'coordinator', clinics: [] },
        after: { role: 'clinic_staff', clinics: [BOGOTA] },
        requestId: answer.requestId,
      },
    ])
  })

  it('disables (their sessions end), enables, and resets two-factor with the page’s buttons; each audited', async () => {
    const { userId, params } = await member()
    const admin = await consoleStaff(db(), 'admin')
    expect(await stateOf(userId)).toMatchObject({ disabled: false, sessions: 1, totp: 1 })
    // Asked first: the confirmation step, nothing done; a confirmation without a reason is refused (400).
    expect(await post(admin, params, { intent: 'disable' })).toMatchObject({ status: 200, data: { disableStep: true } })
    expect(await post(admin, params, { intent: 'disable', confirm: '1' })).toMatchObject({
      status: 400,
      data: { disableStep: true, error: { field: 'reason', message: 'console.staff.disable_confirm.errors.reason' } },
    })
    expect(await post(admin, params, { intent: 'disable', confirm: '1', reason: 'other' })).toMatchObject({
      status: 400,
      data: { error: { field: 'reason_text' }, values: { reason: 'other' } },
    })
    expect(await stateOf(userId)).toMatchObject({ disabled: false, sessions: 1 })
    const disabled = await post(admin, params, { intent: 'disable', confirm: '1', reason: 'left_team', reason_text: 'Moved to the Lima office.' })
    expect(disabled).toMatchObject({ status: 302, location: `/admin/staff/${userId}`, toast: { title: 'Staff coordinator’s account is disabled.' } })
    expect(await stateOf(userId)).toMatchObject({ disabled: true, sessions: 0 })
    const enabled = await post(admin, params, { intent: 'enable' }, { locale: 'es' })
    expect(enabled).toMatchObject({ status: 302, location: `/es/admin/staff/${userId}`, toast: { color: 'success' } })
    expect(await stateOf(userId)).toMatchObject({ disabled: false })
    const reset = await post(admin, params, { intent: 'reset_two_factor' })
    expect(reset).toMatchObject({ status: 302, toast: { title: 'Staff coordinator’s two-factor sign-in was reset.' } })
    expect(await stateOf(userId)).toMatchObject({ disabled: false, totp: 0 })
    expect((await auditBy(db(), admin.userId)).map((entry) => [entry.action, entry.after])).toEqual([
      ['staff.disable', { disabled: true, reason: { code: 'left_team', text: 'Moved to the Lima office.' } }],
      ['staff.enable', { disabled: false }],
      ['staff.reset_two_factor', { totp: false }],
    ])
  })

  it('refusals: clinic staff without a clinic (400), an admin demoting or disabling themselves (409, a warning toast); nothing written', async () => {
    const { userId, params } = await member()
    const admin = await consoleStaff(db(), 'admin')
    const before = await stateOf(userId)
    const noClinic = await post(admin, params, { intent: 'access', role: 'clinic_staff' })
    expect(noClinic).toMatchObject({ status: 400, data: { result: { error: { clinics: ['staff.clinics_needed'] } } } })
    expect(await stateOf(userId)).toEqual(before)

    const self = { id: String(admin.userId) }
    const demoted = await post(admin, self, { intent: 'access', role: 'coordinator' })
    expect(demoted).toMatchObject({ status: 409, data: { result: { error: { role: ['console.staff.not_yourself'] } } } })
    const selfDisabled = await post(admin, self, { intent: 'disable', confirm: '1', reason: 'security' })
    expect(selfDisabled).toMatchObject({
      status: 302,
      location: `/admin/staff/${admin.userId}`,
      toast: { title: 'You cannot do that to your own account: ask another administrator.', color: 'warning' },
    })
    expect(await stateOf(admin.userId)).toMatchObject({ role: 'admin', disabled: false, sessions: 1 })
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })

  it('the door: a coordinator and clinic staff get 404, as does a patient’s or an unknown id; nothing written', async () => {
    const { userId, params } = await member()
    const before = await stateOf(userId)
    for (const who of [await consoleStaff(db(), 'coordinator'), await consoleStaff(db(), 'clinic_staff', [ids.bogota])]) {
      for (const fields of [{ intent: 'access', role: 'admin' }, { intent: 'disable' }, { intent: 'reset_two_factor' }])
        expect((await post(who, params, fields)).status).toBe(404)
      expect(await auditBy(db(), who.userId)).toEqual([])
    }
    expect(await stateOf(userId)).toEqual(before)
    const admin = await consoleStaff(db(), 'admin')
    const patient = await insertPatient(db(), 'Lucía Pérez')
    expect((await post(admin, { id: String(patient) }, { intent: 'access', role: 'admin' })).status).toBe(404)
    expect((await post(admin, { id: '999999' }, { intent: 'disable' })).status).toBe(404)
    expect(await db().selectFrom('users').select('role').where('id', '=', patient).executeTakeFirstOrThrow()).toEqual({ role: 'patient' })
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })
})
