import type { Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { revokeSession } from './session-store.server'

/**
 * Ends the session that asks, on the server (the sign-out button and POST
 * /v1/auth/sign-out). Never refused: someone already signed out has nothing to end.
 */
export async function signOut({ db, session }: ActionContext): Promise<Outcome> {
  if (session) await revokeSession(db, session.token)
  return { ok: true }
}
