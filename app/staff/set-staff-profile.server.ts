import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import type { StaffProfileInput } from './schemas'
import { staffAccountState } from './staff-accounts.server'

/**
 * An admin sets what patients see beside a staff member's name (issue 29):
 * the languages they answer in and the public team record (published) whose
 * photo and title they show; audited before → after.
 */
export async function setStaffProfile(context: ActionContext, input: StaffProfileInput & { userId: number }): Promise<Outcome> {
  staffCaller(context, 'staff.manage')
  const languages = [...new Set(input.languages)].sort().join(',')
  return context.db.transaction().execute(async (trx) => {
    if (!(await staffAccountState(trx, input.userId))) return refuse('staff_only')
    if (input.teamMemberId !== undefined) {
      const record = await trx
        .selectFrom('team_members')
        .select('id')
        .where('id', '=', input.teamMemberId)
        .where('published', '=', 1)
        .executeTakeFirst()
      if (!record) return refuse('staff_team_record_unknown', { field: 'teamMemberId' })
    }
    const before = await trx
      .selectFrom('staff_profiles')
      .select(['languages', 'team_member_id'])
      .where('user_id', '=', input.userId)
      .executeTakeFirst()
    const values = { languages, team_member_id: input.teamMemberId ?? null }
    await trx
      .insertInto('staff_profiles')
      .values({ user_id: input.userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute()
    await recordAudit(trx, context, {
      action: 'staff.profile',
      entityType: 'user',
      entityId: input.userId,
      before: { languages: before?.languages ?? '', teamMemberId: before?.team_member_id ?? null },
      after: { languages, teamMemberId: values.team_member_id },
    })
    return { ok: true }
  })
}
