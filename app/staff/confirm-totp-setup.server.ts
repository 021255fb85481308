import type { ActionContext } from '~/accounts/action-context.server'
import { markTwoFactorDone } from '~/accounts/session-store.server'
import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import { consume, reset } from '~/security/rate-limit.server'
import { recordAudit } from './audit.server'
import { pendingStaffSession } from './pending-second-factor.server'
import { replaceRecoveryCodes } from './recovery-codes.server'
import { acceptTotpCode } from './totp.server'

export interface ConfirmTotpInput {
  code: string
}

/**
 * The signing-in staff member confirms their TOTP set-up with a first valid
 * code: the session passes its second factor, and ten new recovery codes are
 * returned (shown once). Their own step, on the half-signed-in session: no
 * permission; anyone else is refused as not found, like every console address.
 */
export async function confirmTotpSetup(context: ActionContext, { code }: ConfirmTotpInput): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const session = pendingStaffSession(context.session)
  if (!session) return refuse('staff_only')
  const { db, now } = context
  const limit = await consume('secondFactorAccount', String(session.user.id))
  if (!limit.allowed) return limitRefusal(limit.retryAfterSeconds)
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome<{ recoveryCodes: string[] }>> => {
    if (!(await acceptTotpCode(trx, session.user.id, code, { confirmed: false, now }))) return refuse('second_factor_wrong', { field: 'code' })
    const recoveryCodes = await replaceRecoveryCodes(trx, session.user.id)
    await markTwoFactorDone(trx, session.sessionId, now)
    await recordAudit(trx, context, {
      action: 'staff.two_factor_set_up',
      entityType: 'user',
      entityId: session.user.id,
      after: { totp: true, recoveryCodes: recoveryCodes.length },
    })
    return { ok: true, recoveryCodes }
  })
  // After the commit, never inside the transaction: the limits may be kept in this database (rate-limit.server).
  if (outcome.ok) await reset('secondFactorAccount', String(session.user.id))
  return outcome
}
