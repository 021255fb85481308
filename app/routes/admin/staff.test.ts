import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './staff'

/*
 * The console's Staff page (admins; coordinators invite clinic staff only): the invitation form posted as the
 * browser posts it, the clinics as repeated checkboxes. The rules behind it
 * are tested in app/staff/staff.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/staff')
/** The page's loader, called with the page's context and address as its form is (it reads no body). */
const open = consoleForm(loader, '/admin/staff')
const BOGOTA = 'clinica-vision-andina'
const MADRID = 'clinica-oftalmologica-castellana'

describeEachDatabase('the console Staff page’s invitation form', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let emails = 0

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  const newEmail = () => `invited-${++emails}-${Date.now()}@claravia.example`
  const accountOf = (email: string) =>
    db().selectFrom('users').select(['id', 'name', 'role', 'locale', 'password_hash']).where('email', '=', email).executeTakeFirst()
  const clinicsOf = async (userId: number) =>
    (await db().selectFrom('staff_clinics').select('clinic_id').where('user_id', '=', userId).orderBy('clinic_id').execute()).map(
      (row) => row.clinic_id,
    )
  const invitationEmails = (email: string) => db().selectFrom('email_outbox').select('kind').where('recipient', '=', email).execute()

  it('invites a coordinator: back to the list with “Invitation sent to …”, the account waiting, the email queued, audited', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const email = newEmail()
    const answer = await post(admin, {}, { email, name: 'Mateo Ruiz', role: 'coordinator', locale: 'es' })
    expect(answer).toMatchObject({ status: 302, location: '/admin/staff', toast: { title: `Invitation sent to ${email}.`, color: 'success' } })
    const account = await accountOf(email)
    expect(account).toMatchObject({ name: 'Mateo Ruiz', role: 'coordinator', locale: 'es', password_hash: '!invited' })
    const invitations = await db().selectFrom('staff_invitations').select(['invited_by', 'used_at']).where('user_id', '=', account!.id).execute()
    expect(invitations).toEqual([{ invited_by: admin.userId, used_at: null }])
    expect(await invitationEmails(email)).toEqual([{ kind: 'staff.invitation' }])
    expect(await auditBy(db(), admin.userId)).toEqual([
      {
        action: 'staff.invite',
        entityType: 'user',
        entityId: String(account!.id),
        before: null,
        after: { email, name: 'Mateo Ruiz', role: 'coordinator', clinics: [], locale: 'es' },
        requestId: answer.requestId,
      },
    ])
  })

  it('invites clinic staff of the clinics ticked, on the Spanish page', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const email = newEmail()
    const answer = await post(admin, {}, { email, name: '', role: 'clinic_staff', clinics: [BOGOTA, MADRID], locale: 'en' }, { locale: 'es' })
    expect(answer).toMatchObject({ status: 302, location: '/es/admin/staff', toast: { title: `Invitación enviada a ${email}.` } })
    const account = await accountOf(email)
    expect(await clinicsOf(account!.id)).toEqual([ids.bogota, ids.madrid].sort((a, b) => a - b))
    expect(await auditBy(db(), admin.userId)).toMatchObject([{ action: 'staff.invite', after: { role: 'clinic_staff', clinics: [BOGOTA, MADRID] } }])
  })

  it('refusals the form shows: 400 for its fields, 409 for an email that has an account; nothing written', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const email = newEmail()
    const badEmail = await post(admin, {}, { email: 'not an email', role: 'coordinator', locale: 'en' })
    expect(badEmail).toMatchObject({ status: 400, data: { result: { error: { email: expect.any(Array) } } } })
    const noClinic = await post(admin, {}, { email, role: 'clinic_staff', locale: 'en' })
    expect(noClinic).toMatchObject({ status: 400, data: { result: { error: { clinics: ['staff.clinics_needed'] } } } })
    const unknownClinic = await post(admin, {}, { email, role: 'clinic_staff', clinics: ['no-such-clinic'], locale: 'en' })
    expect(unknownClinic).toMatchObject({ status: 422, data: { result: { error: { clinics: expect.any(Array) } } } })
    expect(await accountOf(email)).toBeUndefined()
    const taken = await post(admin, {}, { email: admin.session.user.email.toUpperCase(), role: 'coordinator', locale: 'en' })
    expect(taken).toMatchObject({ status: 409, data: { result: { error: { email: ['account.email_taken'] } } } })
    expect(await invitationEmails(admin.session.user.email)).toEqual([])
    expect(await auditBy(db(), admin.userId)).toEqual([])
  })

  it('a coordinator sees only the invite form, for clinic staff of the clinics in their scope; an admin the team and every role', async () => {
    const coordinator = (await open(await consoleStaff(db(), 'coordinator'), {}, {})).data as Awaited<ReturnType<typeof loader>>
    expect(coordinator.staff).toBeNull()
    expect(coordinator.roles).toEqual(['clinic_staff'])
    expect(coordinator.clinics.map((clinic) => clinic.slug)).toEqual(expect.arrayContaining([BOGOTA, MADRID]))
    const admin = (await open(await consoleStaff(db(), 'admin'), {}, {})).data as Awaited<ReturnType<typeof loader>>
    expect(admin.staff).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'admin' })]))
    expect(admin.roles).toEqual(['coordinator', 'clinic_staff', 'admin'])
  })

  it('a coordinator invites clinic staff on the Spanish page (audited as theirs); a coordinator or an admin is refused 403 by the role, in Spanish', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const email = newEmail()
    const answer = await post(coordinator, {}, { email, name: 'Ana Ríos', role: 'clinic_staff', clinics: [BOGOTA], locale: 'es' }, { locale: 'es' })
    expect(answer).toMatchObject({ status: 302, location: '/es/admin/staff', toast: { title: `Invitación enviada a ${email}.` } })
    const account = await accountOf(email)
    expect(account).toMatchObject({ role: 'clinic_staff', name: 'Ana Ríos' })
    expect(await clinicsOf(account!.id)).toEqual([ids.bogota])
    expect(await auditBy(db(), coordinator.userId)).toMatchObject([{ action: 'staff.invite', after: { role: 'clinic_staff', clinics: [BOGOTA] } }])

    for (const role of ['coordinator', 'admin']) {
      const refusedEmail = newEmail()
      const refused = await post(coordinator, {}, { email: refusedEmail, role, locale: 'es' }, { locale: 'es' })
      expect(refused).toMatchObject({ status: 403, data: { result: { error: { role: ['staff.errors.invite_role'] } } } })
      expect(await accountOf(refusedEmail)).toBeUndefined()
      expect(await invitationEmails(refusedEmail)).toEqual([])
    }
    expect(await auditBy(db(), coordinator.userId)).toHaveLength(1)
  })

  it('the door: clinic staff get 404, and nobody is invited', async () => {
    const email = newEmail()
    const who = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect((await post(who, {}, { email, role: 'clinic_staff', clinics: [BOGOTA], locale: 'en' })).status).toBe(404)
    expect(await auditBy(db(), who.userId)).toEqual([])
    expect(await accountOf(email)).toBeUndefined()
  })
})
