import { generate } from 'otplib'
import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { signInHandler, twoFactorHandler } from '~/api-v1/auth-handlers.server'
import { requestInfoContext } from '~/http/request-context'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { signIn } from '~/accounts/sign-in.server'
import { signUp } from '~/accounts/sign-up.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database } from '~/db/schema'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { apiProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { setNewPassword } from '~/accounts/set-new-password.server'
import { newToken } from '~/accounts/tokens.server'
import { updateAccount } from '~/accounts/update-account.server'
import { acceptInvitation } from './accept-invitation.server'
import { disableStaff, enableStaff } from './manage-staff.server'
import { inviteStaff } from './invite-staff.server'
import { usableInvitation } from './invitations.server'
import { recordAudit } from './audit.server'
import { confirmTotpSetup, passSecondFactor } from './second-factor.server'
import { activeStaffMember } from '~/access/staff-member.server'
import { pendingTotpEnrolment } from './totp.server'

const PASSWORD = 'Str0ng#staff-pass'
let emails = 0
const nextEmail = () => `staff-${Date.now()}-${++emails}@claravia.example`

/** The invitation token of the newest invitation email to `to` (read from the outbox row, as the person would from the email). */
async function invitationToken(db: Kysely<Database>, to: string) {
  const row = await db.selectFrom('email_outbox').select('payload').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()
  return /\/admin\/invitation\/([\w-]{43})/.exec(JSON.parse(row.payload).text)![1]!
}

async function requestSession(db: Kysely<Database>, token: string): Promise<RequestSession> {
  return { ...(await resolveSession(db, token))!, token, via: 'cookie' }
}

/** Invites, accepts and sets up TOTP: a staff member ready to sign in, with their secret and recovery codes. */
async function readyStaffMember(db: Kysely<Database>, role: 'admin' | 'coordinator' = 'coordinator') {
  const email = nextEmail()
  const invited = await inviteStaff(testActionContext(db), { email, role, clinics: [], locale: 'en' })
  if (!invited.ok) throw new Error(invited.code)
  const accepted = await acceptInvitation(testActionContext(db), { token: await invitationToken(db, email), name: 'Lucía Gómez', password: PASSWORD })
  if (!accepted.ok) throw new Error(accepted.code)
  const session = await requestSession(db, accepted.session.token)
  const { secret } = (await pendingTotpEnrolment(db, { id: invited.userId, email }))!
  const setUp = await confirmTotpSetup(testActionContext(db, { session }), { code: await generate({ secret }) })
  if (!setUp.ok) throw new Error(setUp.code)
  return { email, userId: invited.userId, secret, recoveryCodes: setUp.recoveryCodes }
}

describeEachDatabase('staff identity', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
  })
  beforeEach(() => closeRateLimits())

  it('an invitation creates a staff account without a usable password, its clinics, one outbox email and an audit row', async () => {
    const clinic = await db().selectFrom('clinics').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
    const email = nextEmail()
    const outcome = await inviteStaff(testActionContext(db(), { requestId: 'req-1' }), {
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
    expect(audit).toMatchObject([{ action: 'staff.invite', entity_type: 'user', actor_user_id: null, request_id: 'req-1', before: null }])
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ email, role: 'clinic_staff', clinics: [clinic.slug] })
    expect((await signIn(testActionContext(db()), { email, password: '!invited' })).ok).toBe(false)
  })

  it('an email with an account already is refused, and sign-up never takes an invited email', async () => {
    const email = nextEmail()
    expect((await inviteStaff(testActionContext(db()), { email, role: 'admin', clinics: [], locale: 'en' })).ok).toBe(true)
    expect(await inviteStaff(testActionContext(db()), { email, role: 'coordinator', clinics: [], locale: 'en' })).toMatchObject({
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
    expect(await inviteStaff(testActionContext(db()), { email, role: 'clinic_staff', clinics: ['no-such-clinic'], locale: 'en' })).toMatchObject({
      code: 'staff_clinic_unknown',
    })
    expect(await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
  })

  it('an invitation is accepted once; its session waits for the second factor', async () => {
    const email = nextEmail()
    await inviteStaff(testActionContext(db()), { email, role: 'coordinator', clinics: [], locale: 'en' })
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
    await inviteStaff(testActionContext(db()), { email, role: 'coordinator', clinics: [], locale: 'en' })
    const token = await invitationToken(db(), email)
    const later = new Date(Date.now() + 48 * 3_600_000 + 1000)
    expect(await acceptInvitation(testActionContext(db(), { now: later }), { token, name: 'Late', password: PASSWORD })).toMatchObject({
      code: 'invitation_spent',
    })
  })

  it('TOTP set-up keeps its secret across visits, needs a valid code, and gives ten recovery codes', async () => {
    const email = nextEmail()
    const invited = await inviteStaff(testActionContext(db()), { email, role: 'admin', clinics: [], locale: 'en' })
    if (!invited.ok) throw new Error(invited.code)
    const accepted = await acceptInvitation(testActionContext(db()), { token: await invitationToken(db(), email), name: 'Admin', password: PASSWORD })
    if (!accepted.ok) throw new Error(accepted.code)
    const first = (await pendingTotpEnrolment(db(), { id: invited.userId, email }))!
    const again = (await pendingTotpEnrolment(db(), { id: invited.userId, email }))!
    expect(again.secret).toBe(first.secret)
    expect(first.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    const session = await requestSession(db(), accepted.session.token)
    expect(await confirmTotpSetup(testActionContext(db(), { session }), { code: '000000' })).toMatchObject({ code: 'second_factor_wrong' })
    const confirmed = await confirmTotpSetup(testActionContext(db(), { session }), { code: await generate({ secret: first.secret }) })
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10)
    expect(await resolveSession(db(), accepted.session.token)).toMatchObject({ twoFactorDone: true })
    expect(await pendingTotpEnrolment(db(), { id: invited.userId, email })).toBeUndefined()
    const stored = await db().selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', invited.userId).execute()
    expect(stored.map((row) => row.code_hash)).not.toContain(confirmed.ok && confirmed.recoveryCodes[0])
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

  it('a staff sign-in needs the second factor: a TOTP code once, a recovery code once', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
    expect(signedIn).toMatchObject({ ok: true, secondFactorNeeded: true })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    expect(session.twoFactorDone).toBe(false)
    // The code of the set-up's time step was spent then: the next step's code is needed.
    const nextStep = new Date(Date.now() + 30_000)
    const code = await generate({ secret: staff.secret, epoch: Math.floor(nextStep.getTime() / 1000) })
    expect((await passSecondFactor(testActionContext(db(), { session, now: nextStep }), { code, rememberDevice: false })).ok).toBe(true)
    expect(await resolveSession(db(), session.token)).toMatchObject({ twoFactorDone: true })

    const second = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
    if (!second.ok) return
    const other = await requestSession(db(), second.session.token)
    expect(await passSecondFactor(testActionContext(db(), { session: other, now: nextStep }), { code, rememberDevice: false })).toMatchObject({
      code: 'second_factor_wrong',
    })
    const recovery = staff.recoveryCodes[0]!
    expect((await passSecondFactor(testActionContext(db(), { session: other }), { code: recovery.toUpperCase(), rememberDevice: false })).ok).toBe(
      true,
    )

    const third = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
    if (!third.ok) return
    const again = await requestSession(db(), third.session.token)
    expect(await passSecondFactor(testActionContext(db(), { session: again }), { code: recovery, rememberDevice: false })).toMatchObject({
      code: 'second_factor_wrong',
    })
    const used = await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(staff.userId)).execute()
    expect(used.map((row) => row.action)).toContain('staff.recovery_code_used')
  })

  it('the sixth wrong code within 15 minutes is refused with the wait', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    for (let guess = 0; guess < 5; guess++) {
      expect(await passSecondFactor(testActionContext(db(), { session }), { code: '000000', rememberDevice: false })).toMatchObject({
        code: 'second_factor_wrong',
      })
    }
    expect(await passSecondFactor(testActionContext(db(), { session }), { code: '000000', rememberDevice: false })).toMatchObject({
      code: 'rate_limited',
    })
  })

  it('a remembered device skips the second factor for 30 days, for that staff member only', async () => {
    const staff = await readyStaffMember(db())
    const signedIn = await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD })
    if (!signedIn.ok) return
    const session = await requestSession(db(), signedIn.session.token)
    const passed = await passSecondFactor(testActionContext(db(), { session }), { code: staff.recoveryCodes[1]!, rememberDevice: true })
    if (!passed.ok) throw new Error(passed.code)
    const trustedDeviceToken = passed.trustedDevice!.token
    expect(await signIn(testActionContext(db()), { email: staff.email, password: PASSWORD, trustedDeviceToken })).toMatchObject({
      ok: true,
      secondFactorNeeded: false,
    })
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect(await signIn(testActionContext(db(), { now: later }), { email: staff.email, password: PASSWORD, trustedDeviceToken })).toMatchObject({
      secondFactorNeeded: true,
    })
    const colleague = await readyStaffMember(db())
    expect(await signIn(testActionContext(db()), { email: colleague.email, password: PASSWORD, trustedDeviceToken })).toMatchObject({
      secondFactorNeeded: true,
    })
  })

  it('disabling, a password change and a password reset each forget the remembered devices; own changes are audited', async () => {
    const admin = testActionContext(db())
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
