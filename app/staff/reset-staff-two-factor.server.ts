import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { revokeUserSessions } from '~/accounts/session-store.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { staffAccountState } from './staff-accounts.server'
import { forgetTrustedDevices } from './trusted-devices.server'

/**
 * An admin resets a staff member's two-factor (a lost phone): their
 * authenticator, recovery codes and trusted devices are forgotten and their
 * sessions end; their next sign-in sets up TOTP again. Audited in the same
 * transaction. Nobody resets themselves.
 */
export async function resetStaffTwoFactor(context: ActionContext, { userId }: { userId: number }): Promise<Outcome> {
  const caller = staffCaller(context, 'staff.manage')
  if (caller.member.id === userId) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    if (!(await staffAccountState(trx, userId))) return refuse('staff_only')
    for (const table of ['staff_totp', 'staff_recovery_codes'] as const) await trx.deleteFrom(table).where('user_id', '=', userId).execute()
    await forgetTrustedDevices(trx, userId)
    await revokeUserSessions(trx, userId)
    await recordAudit(trx, context, {
      action: 'staff.reset_two_factor',
      entityType: 'user',
      entityId: userId,
      before: { totp: true },
      after: { totp: false },
    })
    return { ok: true }
  })
}
