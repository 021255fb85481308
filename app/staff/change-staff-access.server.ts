import { staffCaller } from '~/access/caller.server'
import type { StaffRole } from '~/access/roles'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { staffAccountState } from './staff-accounts.server'

export interface ChangeStaffAccessInput {
  userId: number
  role: StaffRole
  clinics: string[]
}

/**
 * An admin changes a staff member's role and clinics (clinic_staff only keep
 * clinics), audited before → after in the same transaction; it takes effect
 * on the member's next request. Nobody demotes themselves: that would lock
 * the console's door behind the one holding it open.
 */
export async function changeStaffAccess(context: ActionContext, input: ChangeStaffAccessInput): Promise<Outcome> {
  const caller = staffCaller(context, 'staff.manage')
  const slugs = input.role === 'clinic_staff' ? [...new Set(input.clinics)].sort() : []
  if (caller.member.id === input.userId && input.role !== 'admin') return refuse('staff_self', { field: 'role' })
  return context.db.transaction().execute(async (trx) => {
    const before = await staffAccountState(trx, input.userId)
    if (!before) return refuse('staff_only')
    const clinicIds = slugs.length === 0 ? [] : await trx.selectFrom('clinics').select('id').where('slug', 'in', slugs).execute()
    if (clinicIds.length !== slugs.length) return refuse('staff_clinic_unknown', { field: 'clinics' })
    await trx.updateTable('users').set({ role: input.role, updated_at: context.now.toISOString() }).where('id', '=', input.userId).execute()
    await trx.deleteFrom('staff_clinics').where('user_id', '=', input.userId).execute()
    if (clinicIds.length > 0)
      await trx
        .insertInto('staff_clinics')
        .values(clinicIds.map(({ id }) => ({ user_id: input.userId, clinic_id: id })))
        .execute()
    await recordAudit(trx, context, {
      action: 'staff.change_access',
      entityType: 'user',
      entityId: input.userId,
      before: { role: before.role, clinics: before.clinics },
      after: { role: input.role, clinics: slugs },
    })
    return { ok: true }
  })
}
