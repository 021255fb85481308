import { adoptOrphanedHolds } from '~/booking/holds.server'
import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { countSignInFailure } from '~/observability/counters.server'
import { isStaffRole } from '~/access/roles'
import { hasConfirmedTotp } from '~/staff/totp.server'
import { isTrustedDevice } from '~/staff/trusted-devices.server'
import { authenticate } from './authenticate.server'
import { countPasswordGuess, forgetPasswordGuesses } from './password-guesses.server'
import { createSession } from './session-store.server'
import type { User } from './users.server'

export interface SignInInput {
  email: string
  password: string
  /** The browser's "remember this device" token, if it has one (staff only). */
  trustedDeviceToken?: string
}

export type SignedIn = Outcome<{
  user: User
  session: { id: number; token: string; expiresAt: Date }
  /** A staff member's session still needs the second factor (or its set-up) before it counts. */
  secondFactorNeeded: boolean
  /** Staff land in the console, patients in their account. */
  staff: boolean
}>

/**
 * Signs in with email and password (the sign-in page and POST /v1/auth/sign-in).
 * Guesses count against the address and the account (the shared password
 * budget); an unknown email and a wrong password are one refusal. For staff
 * the password is only the first step, unless this device is trusted.
 */
export async function signIn({ db, ip, now }: ActionContext, { email, password, trustedDeviceToken }: SignInInput): Promise<SignedIn> {
  const guess = await countPasswordGuess(email, ip)
  if (!guess.allowed) {
    countSignInFailure('rate_limited')
    return limitRefusal(guess.retryAfterSeconds)
  }
  const authenticated = await authenticate(db, email, password)
  if (!authenticated) {
    countSignInFailure('credentials')
    return refuse('sign_in_failed')
  }
  await forgetPasswordGuesses(email)
  const { role, ...user } = authenticated
  if (isStaffRole(role)) {
    const trusted = (await hasConfirmedTotp(db, user.id)) && (await isTrustedDevice(db, user.id, trustedDeviceToken, now))
    const session = await createSession(db, user.id, now, { role, twoFactorDone: trusted })
    return { ok: true, user, session, secondFactorNeeded: !trusted, staff: true }
  }
  const session = await createSession(db, user.id, now)
  // Signed out mid-payment: the hour they held is theirs again in this session, while it lasts.
  await adoptOrphanedHolds(db, user.id, session.id)
  return { ok: true, user, session, secondFactorNeeded: false, staff: false }
}
