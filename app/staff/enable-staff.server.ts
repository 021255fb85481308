import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { staffAccountState } from './staff-accounts.server'

/**
 * An admin lets a disabled staff member sign in again (their sessions ended
 * when disabled: they sign in anew). Audited in the same transaction.
 */
export async function enableStaff(context: ActionContext, { userId }: { userId: number }): Promise<Outcome> {
  const caller = staffCaller(context, 'staff.manage')
  if (caller.member.id === userId) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    const before = await staffAccountState(trx, userId)
    if (!before) return refuse('staff_only')
    await trx.updateTable('users').set({ disabled_at: null, updated_at: context.now.toISOString() }).where('id', '=', userId).execute()
    await recordAudit(trx, context, {
      action: 'staff.enable',
      entityType: 'user',
      entityId: userId,
      before: { disabled: before.disabled },
      after: { disabled: false },
    })
    return { ok: true }
  })
}
