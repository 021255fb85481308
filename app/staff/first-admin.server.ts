import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Outcome } from '~/errors/outcomes'
import { inviteStaffAsSystem } from './invite-staff.server'
import { hasActiveAdmin } from './staff-accounts.server'

/**
 * ADMIN_EMAIL at start-up: invites that address as the first admin when no
 * admin exists (an invited one counts, so a restart does not invite again).
 * Undefined when there was nothing to do; else the invitation's outcome.
 */
export async function inviteFirstAdmin(db: Kysely<Database>, email: string, now = new Date()): Promise<Outcome | undefined> {
  if (await hasActiveAdmin(db)) return undefined
  return inviteStaffAsSystem(db, { email, role: 'admin', clinics: [], locale: 'en' }, now)
}
