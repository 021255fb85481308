import type { Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { clinicScopeOf } from '~/access/clinic-scope.server'
import type { StaffRole } from '~/access/roles'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Database } from '~/db/schema'
import type { ActionContext } from '~/accounts/action-context.server'
import { insertStaffMember } from './staff-api'

let addresses = 0

/**
 * An action context for calling a user action directly in a test: a fresh
 * client address each time (so rate limits of one test do not reach the
 * next), English, signed out, now, unless the test says otherwise.
 */
export function testActionContext(db: Kysely<Database>, overrides: Partial<ActionContext> = {}): ActionContext {
  addresses += 1
  return { db, ip: `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`, locale: 'en', session: null, now: new Date(), ...overrides }
}

/**
 * The staff caller the door would leave in the context: a member of `role`
 * (clinic staff serving `clinicIds`), for calling a staff verb directly. Their
 * account need not exist unless the verb looks it up (give `id` then).
 */
export function testStaffCaller(
  role: StaffRole = 'admin',
  { id = 0, clinicIds = [], name, email }: { id?: number; clinicIds?: number[]; name?: string; email?: string } = {},
): StaffCaller {
  const member = { id, name: name ?? `Test ${role}`, email: email ?? `test-${role}-${id}@example.com`, role, clinicIds }
  return { member, scope: clinicScopeOf(member) }
}

/** testActionContext for a staff verb: the caller of `role` as the door lets them in. */
export function staffActionContext(
  db: Kysely<Database>,
  role: StaffRole = 'admin',
  { clinicIds, id, ...overrides }: Partial<ActionContext> & { clinicIds?: number[]; id?: number } = {},
): ActionContext {
  // A session's user is the member the door would have loaded: the same name and email.
  const user = overrides.session?.user
  return testActionContext(db, { staff: testStaffCaller(role, { id, clinicIds, name: user?.name, email: user?.email }), ...overrides })
}

/**
 * A staff member of `role` (clinic staff serving `clinicIds`) with an account
 * and a signed-in session, as the door leaves them in a staff verb's action
 * context: for verbs that sign what they write with the member (notes).
 */
export async function signedInStaffContext(
  db: Kysely<Database>,
  role: StaffRole,
  { clinicIds = [] as number[], name = `Staff ${role}`, ...overrides }: Partial<ActionContext> & { clinicIds?: number[]; name?: string } = {},
) {
  const id = await insertStaffMember(db, role, clinicIds, name)
  const { email } = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()
  const session: RequestSession = {
    sessionId: 0,
    user: { id, name, email, locale: 'en' },
    role,
    twoFactorDone: true,
    expiresAt: new Date(Date.now() + 3_600_000),
    renewed: false,
    renewalDue: false,
    token: '',
    via: 'cookie',
  }
  return staffActionContext(db, role, { id, clinicIds, session, ...overrides }) as ActionContext & { session: RequestSession }
}
