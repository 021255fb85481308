import type { Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { clinicScopeOf } from '~/access/clinic-scope.server'
import type { StaffRole } from '~/access/roles'
import type { Database } from '~/db/schema'
import type { ActionContext } from '~/accounts/action-context.server'

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
export function testStaffCaller(role: StaffRole = 'admin', { id = 0, clinicIds = [] as number[] } = {}): StaffCaller {
  const member = { id, name: `Test ${role}`, email: `test-${role}-${id}@example.com`, role, clinicIds }
  return { member, scope: clinicScopeOf(member) }
}

/** testActionContext for a staff verb: the caller of `role` as the door lets them in. */
export function staffActionContext(
  db: Kysely<Database>,
  role: StaffRole = 'admin',
  { clinicIds, id, ...overrides }: Partial<ActionContext> & { clinicIds?: number[]; id?: number } = {},
): ActionContext {
  return testActionContext(db, { staff: testStaffCaller(role, { id, clinicIds }), ...overrides })
}
