import type { RouterContextProvider } from 'react-router'
import { currentSession, secondFactorPendingSession, type RequestSession } from '~/accounts/session-middleware.server'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { translatedProblem } from '~/http/problem.server'
import { isApiPath } from '~/http/paths'
import { pageLocale } from '~/http/request-scope.server'
import { staffCallerContext, type StaffCaller } from './caller.server'
import { clinicScopeOf } from './clinic-scope.server'
import { roleMay, type Permission } from './permissions'
import { isStaffRole, servesOnlyNamedClinics } from './roles'
import { activeStaffMember } from './staff-member.server'

type Context = Readonly<RouterContextProvider>

/**
 * The 404 of a console address, as any unknown address answers: the site's
 * not-found page, or /v1's "no such endpoint" problem. Never a 403 or a
 * sign-in redirect, which would tell that the console is there.
 */
function consoleNotFound(context: Context, url: URL): never {
  if (isApiPath(url.pathname)) {
    throw translatedProblem(404, pageLocale(context), 'errors.api.no_endpoint', { values: { path: url.pathname } })
  }
  notFound(url, 'unmatched')
}

/**
 * The one door of every /admin loader and action and /v1/admin handler: the
 * signed-in staff member, once their second factor is done, whose role holds
 * `permission` (permissions.ts) and, for `clinicId`, who serves that clinic
 * (clinic staff serve named clinics only). Everyone else gets the ordinary
 * 404. The caller is also left in the request's context, so the action
 * context handed to the verbs carries them and their clinic scope.
 */
export async function requirePermission(
  context: Readonly<RouterContextProvider>,
  url: URL,
  permission: Permission,
  { clinicId }: { clinicId?: number } = {},
  db = database(),
): Promise<StaffCaller> {
  const session = currentSession(context)
  if (!session || !isStaffRole(session.role) || !session.twoFactorDone) consoleNotFound(context, url)
  // From the database, not the session: a role or clinics changed a moment ago count now.
  const member = await activeStaffMember(db, session.user.id)
  if (!member || !roleMay(member.role, permission)) consoleNotFound(context, url)
  if (clinicId !== undefined && servesOnlyNamedClinics(member.role) && !member.clinicIds.includes(clinicId)) consoleNotFound(context, url)
  const caller = { member, scope: clinicScopeOf(member) }
  context.set(staffCallerContext, caller)
  return caller
}

/**
 * The sign-in steps between a staff member's password and their second
 * factor (TOTP set-up, code): only for a staff session at that step. Anyone
 * else gets the ordinary 404, which says nothing about the console.
 */
export function requirePendingStaffSession(context: Context, url: URL): RequestSession {
  const session = secondFactorPendingSession(context)
  if (!session) notFound(url, 'unmatched')
  return session
}
