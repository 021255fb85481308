import type { Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { startPasswordReset } from './password-reset.server'

export interface PasswordResetRequest {
  email: string
  proof: BotProof
}

/**
 * Asks for a reset link by email (the reset page and POST
 * /v1/auth/password-reset). Limited per address and per account; accepted
 * alike whether or not the account exists, and as fast: the link is stored
 * and sent after the answer (docs/decisions/013).
 */
export async function requestPasswordReset({ db, ip }: ActionContext, { email, proof }: PasswordResetRequest): Promise<Outcome> {
  const refused =
    (await botRefusal(proof, 'reset-password', ip)) ??
    (await limitsRefusal([
      ['resetAddress', ip],
      ['resetAccount', email],
    ]))
  if (refused) return refused
  startPasswordReset(db, email)
  return { ok: true }
}
