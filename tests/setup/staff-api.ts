import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { sessionContext } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { openDatabase } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import type { StaffRole } from '~/staff/roles'

let staffCount = 0

/** A staff account of `role` (clinic_staff serve `clinicIds`), with no usable password; returns its id. */
export async function insertStaffMember(db: Kysely<Database>, role: StaffRole, clinicIds: number[] = [], name = `Staff ${role}`) {
  const at = new Date().toISOString()
  const { id } = await db
    .insertInto('users')
    .values({
      name,
      email: `staff-${role}-${Date.now()}-${++staffCount}@claravia.example`,
      password_hash: '!invited',
      locale: 'en',
      role,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (clinicIds.length > 0)
    await db
      .insertInto('staff_clinics')
      .values(clinicIds.map((clinic_id) => ({ user_id: id, clinic_id })))
      .execute()
  return id
}

/**
 * A request context as /v1/admin sees a staff member's Bearer token once
 * their second factor is done (or not, with `twoFactorDone: false`).
 */
export async function staffBearerContext(
  db: Kysely<Database>,
  role: StaffRole,
  { clinicIds = [] as number[], twoFactorDone = true, ip = '10.0.0.1' } = {},
) {
  const userId = await insertStaffMember(db, role, clinicIds)
  const { token } = await createSession(db, userId, new Date(), { role, twoFactorDone })
  const session = (await resolveSession(db, token))!
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test-request', ip })
  context.set(sessionContext, { ...session, token, via: 'bearer' })
  return { userId, token, context }
}

/**
 * A Bearer token of a new staff member of `role` (two-factor done) in the
 * database of a running app server (tests/setup/app-server.ts), for /v1/admin.
 */
export async function staffBearerToken(databaseUrl: string, role: StaffRole, { clinicIds = [] as number[] } = {}) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const userId = await insertStaffMember(handle.db, role, clinicIds)
    const { token } = await createSession(handle.db, userId, new Date(), { role, twoFactorDone: true })
    return { userId, token }
  } finally {
    await handle.destroy()
  }
}
