import type { RouterContextProvider } from 'react-router'
import { currentSession, type RequestSession } from '~/accounts/session-middleware.server'
import { notFound } from '~/errors/not-found'
import { isStaffRole } from './roles'

/**
 * The sign-in steps between a staff member's password and their second
 * factor (TOTP set-up, code): only for a staff session at that step. Anyone
 * else gets the ordinary 404, which says nothing about the console.
 */
export function requirePendingStaffSession(context: Readonly<RouterContextProvider>, url: URL): RequestSession {
  const session = currentSession(context)
  if (!session || !isStaffRole(session.role) || session.twoFactorDone) notFound(url, 'unmatched')
  return session
}
