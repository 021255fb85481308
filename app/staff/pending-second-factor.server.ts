import { isStaffRole } from '~/access/roles'
import type { RequestSession } from '~/accounts/session-middleware.server'

/*
 * What the two steps after a staff member's password share (confirm-totp-setup,
 * pass-second-factor): both are the signing-in member's own, on a session whose
 * password step is done (sign-in or an accepted invitation) and whose second
 * factor is not. No permission: they run before the console's door opens.
 */

/** The staff session still waiting for its second factor, if that is the one given; anything else is refused as not found. */
export function pendingStaffSession(session: RequestSession | null) {
  return session && isStaffRole(session.role) && !session.twoFactorDone ? session : undefined
}
