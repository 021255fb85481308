import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { completePasswordReset } from './password-reset.server'

export interface NewPasswordInput {
  /** The token of the emailed reset link. */
  token: string
  password: string
}

/**
 * Sets a new password through a reset link (the new-password page and POST
 * /v1/auth/new-password): the link is spent and every session of the account
 * ends. Refused when the link is unknown, used or expired.
 */
export async function setNewPassword(context: ActionContext, { token, password }: NewPasswordInput): Promise<Outcome> {
  const changed = await completePasswordReset(context, token, password)
  return changed ? { ok: true } : refuse('reset_link_spent')
}
