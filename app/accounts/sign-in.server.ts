import { adoptOrphanedHolds } from '~/booking/holds.server'
import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { authenticate } from './authenticate.server'
import { countPasswordGuess, forgetPasswordGuesses } from './password-guesses.server'
import { createSession } from './session-store.server'
import type { User } from './users.server'

export interface SignInInput {
  email: string
  password: string
}

export type SignedIn = Outcome<{ user: User; session: { id: number; token: string; expiresAt: Date } }>

/**
 * Signs in with email and password (the sign-in page and POST /v1/auth/sign-in).
 * Guesses count against the address and the account (the shared password
 * budget); an unknown email and a wrong password are one refusal.
 */
export async function signIn({ db, ip, now }: ActionContext, { email, password }: SignInInput): Promise<SignedIn> {
  const guess = await countPasswordGuess(email, ip)
  if (!guess.allowed) return limitRefusal(guess.retryAfterSeconds)
  const user = await authenticate(db, email, password)
  if (!user) return refuse('sign_in_failed')
  await forgetPasswordGuesses(email)
  const session = await createSession(db, user.id, now)
  // Signed out mid-payment: the hour they held is theirs again in this session, while it lasts.
  await adoptOrphanedHolds(db, user.id, session.id)
  return { ok: true, user, session }
}
