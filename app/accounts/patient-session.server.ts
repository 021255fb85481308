import type { RouterContextProvider } from 'react-router'
import { notFound } from '~/errors/not-found'
import { requireSession, type RequestSession } from './session-middleware.server'

/**
 * A page only patients have (their care team): signed out, the sign-in page;
 * signed in as staff, the ordinary 404 (staff answer patients from the
 * console, never as one).
 */
export function requirePatientSession(context: Readonly<RouterContextProvider>, url: URL): RequestSession {
  const session = requireSession(context, url)
  if (session.role !== 'patient') notFound(url, 'unmatched')
  return session
}
