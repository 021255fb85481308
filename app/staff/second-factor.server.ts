import type { ActionContext } from '~/accounts/action-context.server'
import { markTwoFactorDone } from '~/accounts/session-store.server'
import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import { consume, reset } from '~/security/rate-limit.server'
import { recordAudit } from './audit.server'
import { replaceRecoveryCodes, RECOVERY_CODE_PATTERN, spendRecoveryCode } from './recovery-codes.server'
import { isStaffRole } from '~/access/roles'
import { acceptTotpCode } from './totp.server'
import { trustDevice } from './trusted-devices.server'

/*
 * The second step of a staff sign-in, and its set-up. Both need a staff
 * session whose password step is done (sign-in or an accepted invitation);
 * anything else is refused as not found, like every console address.
 */

/** The staff session still waiting for its second factor, if that is what the context has. */
function pendingStaffSession(context: ActionContext) {
  const session = context.session
  return session && isStaffRole(session.role) && !session.twoFactorDone ? session : undefined
}

export interface ConfirmTotpInput {
  code: string
}

/**
 * Confirms the TOTP set-up with a first valid code: the session passes its
 * second factor, and ten new recovery codes are returned (shown once).
 */
export async function confirmTotpSetup(context: ActionContext, { code }: ConfirmTotpInput): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const session = pendingStaffSession(context)
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

export interface SecondFactorInput {
  /** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx). */
  code: string
  rememberDevice: boolean
}

export type SecondFactorPassed = Outcome<{ trustedDevice?: { token: string; expiresAt: Date } }>

/**
 * The second factor of a staff sign-in: a TOTP code, or one of the recovery
 * codes (spent). Guesses count against the account. With `rememberDevice`,
 * this browser skips the step for 30 days.
 */
export async function passSecondFactor(context: ActionContext, { code, rememberDevice }: SecondFactorInput): Promise<SecondFactorPassed> {
  const session = pendingStaffSession(context)
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
