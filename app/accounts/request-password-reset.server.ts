import type { Outcome } from '~/errors/outcomes'
import type { Locale } from '~/i18n/locales'
import type { ActionContext } from '~/accounts/action-context.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { startPasswordReset } from './password-reset.server'

export interface PasswordResetRequest {
  email: string
  proof: BotProof
  /**
   * The language the request was made in, which the email is written in: the page's (a reset asked
   * for on /es is answered in Spanish whatever the account's language); on /v1 the language the
   * request asked for, or undefined, and then the account's (apiLocale's rule).
   */
  locale?: Locale
}

/**
 * Asks for a reset link by email (the reset page and POST
 * /v1/auth/password-reset). Limited per address and per account; accepted
 * alike whether or not the account exists, and as fast: the link is stored
 * and sent after the answer (docs/decisions/013).
 */
export async function requestPasswordReset({ db, ip }: ActionContext, { email, proof, locale }: PasswordResetRequest): Promise<Outcome> {
  const refused =
    (await botRefusal(proof, 'reset-password', ip)) ??
    (await limitsRefusal([
      ['resetAddress', ip],
      ['resetAccount', email],
    ]))
  if (refused) return refused
  startPasswordReset(db, email, locale)
  return { ok: true }
}
