import { RouterContextProvider } from 'react-router'
import { expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database, UserRole } from '~/db/schema'
import { signedInStaff } from '../../tests/setup/staff-api'
import { patientSession } from '../../tests/setup/staff-accounts'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { requirePermission } from './door.server'
import type { Permission } from './permissions'

/** A signed-in person of `role` (serving `clinicIds`), as the session middleware would put them in the context. */
async function signedIn(db: Kysely<Database>, role: UserRole, options: { twoFactorDone?: boolean; clinicIds?: number[] } = {}) {
  if (role === 'patient') {
    const session = await patientSession(db)
    return { id: session.user.id, session }
  }
  const { userId, session } = await signedInStaff(db, role, { ...options, via: 'cookie' })
  return { id: userId, session }
}

function contextOf(session: RequestSession | null) {
  const context = new RouterContextProvider()
  context.set(sessionContext, session)
  return context
}

/** The status `requirePermission` answers with: 200 when it lets the person in, else what it threw. */
async function doorStatus(
  db: Kysely<Database>,
  session: RequestSession | null,
  { permission = 'console.open', clinicId }: { permission?: Permission; clinicId?: number } = {},
  path = '/admin',
) {
  try {
    await requirePermission(contextOf(session), new URL(`http://localhost${path}`), permission, { clinicId }, db)
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    return (thrown as { init?: { status?: number } }).init?.status
  }
}

describeEachDatabase('the door (requirePermission)', (db) => {
  it('lets in staff who passed two-factor, whose role holds the permission, at a clinic they serve; everyone else gets 404', async () => {
    await syncCatalogue(db())
    const [clinicA, clinicB] = (await db().selectFrom('clinics').select('id').orderBy('id').limit(2).execute()).map((row) => row.id)
    const patient = await signedIn(db(), 'patient')
    const pending = await signedIn(db(), 'admin', { twoFactorDone: false })
    const admin = await signedIn(db(), 'admin')
    const coordinator = await signedIn(db(), 'coordinator')
    const clinicStaff = await signedIn(db(), 'clinic_staff', { clinicIds: [clinicA!] })

    expect(await doorStatus(db(), null)).toBe(404)
    expect(await doorStatus(db(), patient.session)).toBe(404)
    expect(await doorStatus(db(), pending.session)).toBe(404)
    expect(await doorStatus(db(), admin.session)).toBe(200)
    expect(await doorStatus(db(), coordinator.session, { permission: 'staff.manage' })).toBe(404)
    expect(await doorStatus(db(), admin.session, { permission: 'staff.manage' })).toBe(200)
    expect(await doorStatus(db(), clinicStaff.session, { permission: 'availability.manage', clinicId: clinicA })).toBe(200)
    expect(await doorStatus(db(), clinicStaff.session, { permission: 'availability.manage', clinicId: clinicB })).toBe(404)
    expect(await doorStatus(db(), coordinator.session, { permission: 'availability.manage', clinicId: clinicB })).toBe(200)
    // The API answers its own 404 problem.
    expect(await doorStatus(db(), patient.session, {}, '/v1/admin/staff')).toBe(404)

    // A role taken away counts at once, before the session ends.
    await db().updateTable('users').set({ role: 'coordinator' }).where('id', '=', admin.id).execute()
    expect(await doorStatus(db(), admin.session, { permission: 'staff.manage' })).toBe(404)
  })
})
