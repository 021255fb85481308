import { consumeAll, reset, type LimitResult } from '~/security/rate-limit.server'
import { normalizeEmail } from './users.server'

/*
 * One budget for guessing an account's password, wherever it is asked for:
 * the sign-in form and API, and the current password on the account page and
 * PATCH /v1/me. Both use the sign-in limits (per account and per address), so
 * a stolen session does not buy extra guesses (docs/decisions/013).
 */

/** Counts one password check against the account and the address it came from. */
export function countPasswordGuess(email: string, ip: string): Promise<LimitResult> {
  return consumeAll([
    ['signInAddress', ip],
    ['signInAccount', normalizeEmail(email)],
  ])
}

/** After a right password, the account's counter starts again (the address's does not). */
export async function forgetPasswordGuesses(email: string) {
  await reset('signInAccount', normalizeEmail(email))
}
