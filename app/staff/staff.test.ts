import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { signInHandler, twoFactorHandler } from '~/api-v1/auth-handlers.server'
import { requestInfoContext } from '~/http/request-context'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { signIn } from '~/accounts/sign-in.server'
import { signUp } from '~/accounts/sign-up.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { signedInStaffContext, staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { apiProof } from '../../tests/setup/bot-proof'
import {
  invitationToken,
  nextStaffEmail as nextEmail,
  readyStaffMember,
  requestSession,
  STAFF_PASSWORD as PASSWORD,
} from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { setNewPassword } from '~/accounts/set-new-password.server'
import { newToken } from '~/accounts/tokens.server'
import { updateAccount } from '~/accounts/update-account.server'
import { acceptInvitation } from './accept-invitation.server'
import { disableStaff } from './disable-staff.server'
import { enableStaff } from './enable-staff.server'
import { inviteStaff } from './invite-staff.server'
import { usableInvitation } from './invitations.server'
import { recordAudit } from './audit.server'
import { passSecondFactor } from './pass-second-factor.server'
import { activeStaffMember } from '~/access/staff-member.server'

/*
 * A staff member's identity from invitation to sign-in: the invitation, its
 * acceptance, the API's second step, what forgets a remembered device, the
 * session's idle end, a disabled account, the audit writer. The second-factor
 * verbs have their own tests (confirm-totp-setup.test.ts, pass-second-factor.test.ts).
 */

describeEachDatabase('staff identity', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  })
  beforeEach(() => closeRateLimits())

  it('an invitation creates a staff account without a usable password, its clinics, one outbox email and an audit row', async () => {
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    const email = nextEmail()
    const admin = await signedInStaffContext(db(), 'admin', { requestId: 'req-1' })
    const outcome = await inviteStaff(admin, {
      email,
      role: 'clinic_staff',
      clinics: [clinic.slug],
      locale: 'es',
    })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(await activeStaffMember(db(), outcome.userId)).toMatchObject({ email, role: 'clinic_staff', clinicIds: [clinic.id] })
    const mail = await db().selectFrom('email_outbox').select(['kind', 'payload']).where('recipient', '=', email).execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]!.kind).toBe('staff.invitation')
    expect(JSON.parse(mail[0]!.payload).text).toContain('/es/admin/invitation/')
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', String(outcome.userId)).execute()
    expect(audit).toMatchObject([
      {
        action: 'staff.invite',
        entity_type: 'user',
        actor_user_id: admin.session.user.id,
        actor_email: admin.session.user.email,
        request_id: 'req-1',
        before: null,
      },
    ])
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ email, role: 'clinic_staff', clinics: [clinic.slug] })
    expect((await signIn(testActionContext(db()), { email, password: '!invited' })).ok).toBe(false)
  })

  it('an email with an account already is refused, and sign-up never takes an invited email', async () => {
    const email = nextEmail()
    expect((await inviteStaff(staffActionContext(db(), 'admin'), { email, role: 'admin', clinics: [], locale: 'en' })).ok).toBe(true)
    expect(await inviteStaff(staffActionContext(db(), 'admin'), { email, role: 'coordinator', clinics: [], locale: 'en' })).toMatchObject({
      code: 'email_taken',
    })
    expect(await signUp(testActionContext(db()), { name: 'Someone', email, password: PASSWORD, acceptTerms: true, proof: apiProof() })).toMatchObject(
      {
        code: 'account_exists',
      },
    )
    const role = await db().selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()
    expect(role.role).toBe('admin')
  })

  it('a clinic that does not exist is refused and nothing is written', async () => {
    const email = nextEmail()
    expect(
      await inviteStaff(staffActionContext(db(), 'admin'), { email, role: 'clinic_staff', clinics: ['no-such-clinic'], locale: 'en' }),
    ).toMatchObject({
      code: 'staff_clinic_unknown',
    })
    expect(await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
  })

  it('an invitation is accepted once; its session waits for the second factor', async () => {
    const email = nextEmail()
    await inviteStaff(staffActionContext(db(), 'admin'), { email, role: 'coordinator', clinics: [], locale: 'en' })
    const token = await invitationToken(db(), email)
    expect(await usableInvitation(db(), token)).toMatchObject({ email })
    const accepted = await acceptInvitation(testActionContext(db()), { token, name: 'Marta Ruiz', password: PASSWORD })
    expect(accepted.ok).toBe(true)
    if (!accepted.ok) return
    expect(await resolveSession(db(), accepted.session.token)).toMatchObject({ role: 'coordinator', twoFactorDone: false })
    expect(await acceptInvitation(testActionContext(db()), { token, name: 'Marta Ruiz', password: PASSWORD })).toEqual({
      ok: false,
      code: 'invitation_spent',
    })
    expect(await usableInvitation(db(), token)).toBeUndefined()
  })

  it('an invitation expires after 48 hours', async () => {
    const email = nextEmail()
    await inviteStaff(staffActionContext(db(), 'admin'), { email, role: 'coordinator', clinics: [], locale: 'en' })
    const token = await invitationToken(db(), email)
    const later = new Date(Date.now() + 48 * 3_600_000 + 1000)
    expect(await acceptInvitation(testActionContext(db(), { now: later }), { token, name: 'Late', password: PASSWORD })).toMatchObject({
      code: 'invitation_spent',
    })
  })

  it('through the API: sign-in says a second factor is needed, and POST /v1/auth/two-factor completes it', async () => {
    const staff = await readyStaffMember(db())
    const contextWith = (session: RequestSession | null) => {
      const context = new RouterContextProvider()
      context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.0.0.9' })
      context.set(sessionContext, session)
      return context
    }
    const post = (body: unknown) =>
      new Request('http://localhost/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const signedIn = await signInHandler(db(), post({ email: staff.email, password: PASSWORD }), contextWith(null))
    const body = (await signedIn.json()) as { token: string; secondFactorNeeded: boolean }
    expectMatches('SessionToken', body)
    expect(body.secondFactorNeeded).toBe(true)
    const bearer = contextWith({ ...(await requestSession(db(), body.token)), via: 'bearer' })
    const wrong = await twoFactorHandler(db(), post({ code: '000000' }), bearer)
    expect(wrong.status).toBe(401)
    expectMatches('Problem', await wrong.json())
    const done = await twoFactorHandler(db(), post({ code: staff.recoveryCodes[0] }), bearer)
    expect(done.status).toBe(200)
    expectMatches('TwoFactorDone', await done.json())
    expect(await resolveSession(db(), body.token)).toMatchObject({ twoFactorDone: true })
    // A token past its second step, or a patient's, has no second step to take: the console stays unrevealed.
    const passed = contextWith({ ...(await requestSession(db(), body.token)), via: 'bearer' })
    expect((await twoFactorHandler(db(), post({ code: staff.recoveryCodes[1] }), passed)).status).toBe(404)
  })

  it('disabling, a password change and a password reset each forget the remembered devices; own changes are audited', async () => {
    const admin = staffActionContext(db(), 'admin')
    /** A staff member who ticked "remember this device": the token their browser keeps. */
    async function remembered() {
      const staff = await readyStaffMember(db())
      const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
      if (!signedIn.ok) throw new Error(signedIn.code)
      const session = await requestSession(db(), signedIn.session.token)
      const passed = await passSecondFactor(testActionContext(db(), { session }), { code: staff.recoveryCodes[0]!, rememberDevice: true })
      if (!passed.ok) throw new Error(passed.code)
      /** Whether signing in from that browser skips the code. */
      const skipsCode = async (password = PASSWORD) => {
        const again = await signIn(testActionContext(db()), { email: staff.email, password, trustedDeviceToken: passed.trustedDevice!.token })
        if (!again.ok) throw new Error(again.code)
        return !again.secondFactorNeeded
      }
      return { ...staff, session, skipsCode }
    }
    const actions = async (userId: number) =>
      (await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(userId)).orderBy('id').execute()).map((row) => row.action)

    const disabled = await remembered()
    expect(await disabled.skipsCode()).toBe(true)
    expect(await actions(disabled.userId)).toContain('staff.device_remembered')
    await disableStaff(admin, { userId: disabled.userId })
    await enableStaff(admin, { userId: disabled.userId })
    expect(await disabled.skipsCode()).toBe(false)

    const changed = await remembered()
    const newPassword = 'N3w#staff-pass'
    const updated = await updateAccount(
      { ...testActionContext(db()), session: changed.session },
      { password: newPassword, currentPassword: PASSWORD },
    )
    expect(updated.ok).toBe(true)
    expect(await changed.skipsCode(newPassword)).toBe(false)
    const change = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(changed.userId))
      .where('action', '=', 'staff.account_update')
      .executeTakeFirstOrThrow()
    expect({ actor: change.actor_email, after: JSON.parse(change.after!) }).toEqual({
      actor: changed.email,
      after: { name: 'Lucía Gómez', email: changed.email, passwordChanged: true },
    })

    const reset = await remembered()
    const { token, hash } = newToken()
    const at = new Date()
    await db()
      .insertInto('password_resets')
      .values({
        user_id: reset.userId,
        token_hash: hash,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute()
    expect(await setNewPassword(testActionContext(db()), { token, password: newPassword })).toEqual({ ok: true })
    expect(await reset.skipsCode(newPassword)).toBe(false)
    expect(await actions(reset.userId)).toContain('staff.password_reset')
  })

  it('a staff session ends after 12 hours without use; a patient session does not', async () => {
    const staff = await readyStaffMember(db())
    const [patientId] = await db()
      .insertInto('users')
      .values({
        name: 'P',
        email: nextEmail(),
        password_hash: 'x',
        locale: 'en',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .execute()
      .then((rows) => rows.map((row) => row.id))
    const start = new Date()
    const staffSession = await createSession(db(), staff.userId, start, { role: 'coordinator', twoFactorDone: true })
    const patientSession = await createSession(db(), patientId!, start)
    const hour = 3_600_000
    // Used after 11 hours: the 12 hours start again.
    expect(await resolveSession(db(), staffSession.token, new Date(start.getTime() + 11 * hour))).toBeDefined()
    expect(await resolveSession(db(), staffSession.token, new Date(start.getTime() + 22 * hour))).toBeDefined()
    expect(await resolveSession(db(), staffSession.token, new Date(start.getTime() + 34.5 * hour))).toBeUndefined()
    expect(await resolveSession(db(), patientSession.token, new Date(start.getTime() + 34.5 * hour))).toBeDefined()
  })

  it('a disabled staff member cannot sign in and their open sessions no longer resolve', async () => {
    const staff = await readyStaffMember(db())
    const session = await createSession(db(), staff.userId, new Date(), { role: 'coordinator', twoFactorDone: true })
    await db().updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', staff.userId).execute()
    expect(await resolveSession(db(), session.token)).toBeUndefined()
    expect(await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })).toEqual({ ok: false, code: 'sign_in_failed' })
    expect(await activeStaffMember(db(), staff.userId)).toBeUndefined()
  })

  it('the audit writer records who, what, before and after, and rolls back with its write', async () => {
    const staff = await readyStaffMember(db(), 'admin')
    const session = await requestSession(db(), (await createSession(db(), staff.userId, new Date(), { role: 'admin', twoFactorDone: true })).token)
    const context = testActionContext(db(), { session, requestId: 'req-audit' })
    await db()
      .transaction()
      .execute(async (trx) => {
        await recordAudit(trx, context, { action: 'test.change', entityType: 'thing', entityId: 7, before: { a: 1 }, after: { a: 2 } })
      })
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await recordAudit(trx, context, { action: 'test.rolled_back', entityType: 'thing', entityId: 7 })
          throw new Error('the write failed')
        }),
    ).rejects.toThrow('the write failed')
    const rows = await db().selectFrom('audit_log').selectAll().where('entity_type', '=', 'thing').execute()
    expect(rows).toMatchObject([
      {
        action: 'test.change',
        actor_user_id: staff.userId,
        actor_email: staff.email,
        entity_id: '7',
        before: '{"a":1}',
        after: '{"a":2}',
        request_id: 'req-audit',
      },
    ])
  })
})
