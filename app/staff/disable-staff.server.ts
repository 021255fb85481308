import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { revokeUserSessions } from '~/accounts/session-store.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import type { StaffDisableReason } from './staff-disable-reason'
import { staffAccountState } from './staff-accounts.server'
import { forgetTrustedDevices } from './trusted-devices.server'

/**
 * An admin disables a staff member: every session of theirs ends at once,
 * they can no longer sign in, and the devices they trusted are forgotten
 * (enabling them again asks for the code). Audited in the same transaction.
 * Nobody disables themselves.
 */
export async function disableStaff(
  context: ActionContext,
  { userId, reason }: { userId: number; /** Why (the console asks for it), kept in the audit entry. */ reason?: StaffDisableReason },
): Promise<Outcome> {
  const caller = staffCaller(context, 'staff.manage')
  if (caller.member.id === userId) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    const before = await staffAccountState(trx, userId)
    if (!before) return refuse('staff_only')
    await trx
      .updateTable('users')
      .set({ disabled_at: context.now.toISOString(), updated_at: context.now.toISOString() })
      .where('id', '=', userId)
      .execute()
    await revokeUserSessions(trx, userId)
    await forgetTrustedDevices(trx, userId)
    await recordAudit(trx, context, {
      action: 'staff.disable',
      entityType: 'user',
      entityId: userId,
      before: { disabled: before.disabled },
      after: { disabled: true, ...(reason ? { reason: { code: reason.code, ...(reason.text ? { text: reason.text } : {}) } } : {}) },
    })
    return { ok: true }
  })
}
