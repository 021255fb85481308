import { beforeAll, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database } from '~/db/schema'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { inviteStaff } from './invite-staff.server'
import { changeStaffAccess, disableStaff, enableStaff, resetStaffTwoFactor } from './manage-staff.server'
import { activeStaffMember } from '~/access/staff-member.server'
import { hasConfirmedTotp, pendingTotpEnrolment } from './totp.server'

let count = 0

async function invited(db: Kysely<Database>) {
  const email = `managed-${++count}-${Date.now()}@claravia.example`
  const outcome = await inviteStaff(testActionContext(db), { email, role: 'coordinator', clinics: [], locale: 'en' })
  if (!outcome.ok) throw new Error(outcome.code)
  return { userId: outcome.userId, email }
}

async function auditOf(db: Kysely<Database>, userId: number, action: string) {
  const row = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', String(userId))
    .where('action', '=', action)
    .executeTakeFirstOrThrow()
  return { before: JSON.parse(row.before!), after: JSON.parse(row.after!) }
}

describeEachDatabase('managing staff accounts', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  })

  it('changing role and clinics is audited with before and after', async () => {
    const { userId } = await invited(db())
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    expect(await changeStaffAccess(testActionContext(db()), { userId, role: 'clinic_staff', clinics: [clinic.slug] })).toEqual({ ok: true })
    expect(await activeStaffMember(db(), userId)).toMatchObject({ role: 'clinic_staff', clinicIds: [clinic.id] })
    expect(await auditOf(db(), userId, 'staff.change_access')).toEqual({
      before: { role: 'coordinator', clinics: [] },
      after: { role: 'clinic_staff', clinics: [clinic.slug] },
    })
    expect(await changeStaffAccess(testActionContext(db()), { userId, role: 'clinic_staff', clinics: ['nowhere'] })).toMatchObject({
      code: 'staff_clinic_unknown',
    })
  })

  it('disabling ends every session at once', async () => {
    const { userId } = await invited(db())
    const session = await createSession(db(), userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    expect(await disableStaff(testActionContext(db()), { userId })).toEqual({ ok: true })
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([])
    expect(await activeStaffMember(db(), userId)).toBeUndefined()
    expect(await auditOf(db(), userId, 'staff.disable')).toEqual({ before: { disabled: false }, after: { disabled: true } })
  })

  it('enabling lets a disabled member act again, audited', async () => {
    const { userId } = await invited(db())
    await disableStaff(testActionContext(db()), { userId })
    expect(await enableStaff(testActionContext(db()), { userId })).toEqual({ ok: true })
    expect(await activeStaffMember(db(), userId)).toMatchObject({ id: userId })
    expect(await auditOf(db(), userId, 'staff.enable')).toEqual({ before: { disabled: true }, after: { disabled: false } })
  })

  it('resetting two-factor forgets the authenticator and ends the sessions; a patient is not staff', async () => {
    const { userId, email } = await invited(db())
    await pendingTotpEnrolment(db(), { id: userId, email })
    await db().updateTable('staff_totp').set({ confirmed_at: new Date().toISOString() }).where('user_id', '=', userId).execute()
    const session = await createSession(db(), userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    expect(await resetStaffTwoFactor(testActionContext(db()), { userId })).toEqual({ ok: true })
    expect(await hasConfirmedTotp(db(), userId)).toBe(false)
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    const at = new Date().toISOString()
    const patient = await db()
      .insertInto('users')
      .values({ name: 'P', email: `p-${Date.now()}@example.com`, password_hash: 'x', locale: 'en', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await disableStaff(testActionContext(db()), { userId: patient.id })).toEqual({ ok: false, code: 'staff_only' })
  })

  it('nobody demotes, disables or resets themselves, and nothing changes', async () => {
    const { userId, email } = await invited(db())
    await changeStaffAccess(testActionContext(db()), { userId, role: 'admin', clinics: [] })
    const self = testActionContext(db(), {
      session: {
        sessionId: 0,
        user: { id: userId, name: 'Me', email, locale: 'en' },
        role: 'admin',
        twoFactorDone: true,
        expiresAt: new Date(Date.now() + 3_600_000),
        renewed: false,
        renewalDue: false,
        token: '',
        via: 'bearer',
      },
    })
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
})
