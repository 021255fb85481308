import type { ActionContext } from '~/accounts/action-context.server'
import { markTwoFactorDone } from '~/accounts/session-store.server'
import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import { consume, reset } from '~/security/rate-limit.server'
import { recordAudit } from './audit.server'
import { pendingStaffSession } from './pending-second-factor.server'
import { RECOVERY_CODE_PATTERN, spendRecoveryCode } from './recovery-codes.server'
import { acceptTotpCode } from './totp.server'
import { trustDevice } from './trusted-devices.server'

export interface SecondFactorInput {
  /** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx). */
  code: string
  rememberDevice: boolean
}

export type SecondFactorPassed = Outcome<{ trustedDevice?: { token: string; expiresAt: Date } }>

/**
 * The second factor of a staff sign-in: a TOTP code, or one of the recovery
 * codes (spent). Guesses count against the account. With `rememberDevice`,
 * this browser skips the step for 30 days. The signing-in member's own step,
 * on the half-signed-in session: no permission; anyone else is refused as not
 * found, like every console address.
 */
export async function passSecondFactor(context: ActionContext, { code, rememberDevice }: SecondFactorInput): Promise<SecondFactorPassed> {
  const session = pendingStaffSession(context.session)
  if (!session) return refuse('staff_only')
  const { db, now } = context
  const limit = await consume('secondFactorAccount', String(session.user.id))
  if (!limit.allowed) return limitRefusal(limit.retryAfterSeconds)
  const typed = code.trim()
  const outcome = await db.transaction().execute(async (trx): Promise<SecondFactorPassed> => {
    const byRecoveryCode = RECOVERY_CODE_PATTERN.test(typed.toLowerCase())
    const accepted = byRecoveryCode
      ? await spendRecoveryCode(trx, session.user.id, typed, now)
      : await acceptTotpCode(trx, session.user.id, typed.replace(/\s/g, ''), { confirmed: true, now })
    if (!accepted) return refuse('second_factor_wrong', { field: 'code' })
    await markTwoFactorDone(trx, session.sessionId, now)
    if (byRecoveryCode) {
      await recordAudit(trx, context, { action: 'staff.recovery_code_used', entityType: 'user', entityId: session.user.id })
    }
    if (!rememberDevice) return { ok: true }
    // A device that skips the code from now on is a change to the account's two-factor: audited.
    await recordAudit(trx, context, { action: 'staff.device_remembered', entityType: 'user', entityId: session.user.id })
    return { ok: true, trustedDevice: await trustDevice(trx, session.user.id, now) }
  })
  // A right code forgets the earlier wrong guesses, like a right password: after the commit, never inside
  // the transaction (the limits may be kept in this database, rate-limit.server).
  if (outcome.ok) await reset('secondFactorAccount', String(session.user.id))
  return outcome
}
