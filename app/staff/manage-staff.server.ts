import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { revokeUserSessions } from '~/accounts/session-store.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { forgetTrustedDevices } from './trusted-devices.server'
import type { StaffRole } from '~/access/roles'

/*
 * An admin's changes to a staff account (the console's Staff page): role and
 * clinics, disabling, resetting two-factor. Each runs in one transaction with
 * its audit row; the caller has checked the admin (requirePermission 'staff.manage'). Nobody
 * demotes, disables or resets themselves: that would lock the console's door
 * behind the one holding it open.
 */

const isSelf = (context: ActionContext, userId: number) => context.session?.user.id === userId

async function staffRow(trx: Transaction<Database>, userId: number) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'role', 'disabled_at'])
    .where('id', '=', userId)
    .where('role', '!=', 'patient')
    .executeTakeFirst()
  if (!row) return undefined
  const clinics = await trx
    .selectFrom('staff_clinics as sc')
    .innerJoin('clinics as c', 'c.id', 'sc.clinic_id')
    .select('c.slug')
    .where('sc.user_id', '=', userId)
    .orderBy('c.slug')
    .execute()
  return { role: row.role as StaffRole, disabled: Boolean(row.disabled_at), clinics: clinics.map((clinic) => clinic.slug) }
}

/** Changes a staff member's role and clinics (clinic_staff only keep clinics); takes effect on their next request. */
export async function changeStaffAccess(context: ActionContext, input: { userId: number; role: StaffRole; clinics: string[] }): Promise<Outcome> {
  const slugs = input.role === 'clinic_staff' ? [...new Set(input.clinics)].sort() : []
  if (isSelf(context, input.userId) && input.role !== 'admin') return refuse('staff_self', { field: 'role' })
  return context.db.transaction().execute(async (trx) => {
    const before = await staffRow(trx, input.userId)
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

/**
 * Disables a staff member: every session of theirs ends at once, they can no
 * longer sign in, and the devices they trusted are forgotten (enabling them
 * again asks for the code).
 */
export async function disableStaff(context: ActionContext, { userId }: { userId: number }): Promise<Outcome> {
  if (isSelf(context, userId)) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    const before = await staffRow(trx, userId)
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
      after: { disabled: true },
    })
    return { ok: true }
  })
}

/** Lets a disabled staff member sign in again (their sessions ended when disabled: they sign in anew). */
export async function enableStaff(context: ActionContext, { userId }: { userId: number }): Promise<Outcome> {
  if (isSelf(context, userId)) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    const before = await staffRow(trx, userId)
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

/**
 * Resets a staff member's two-factor (a lost phone): their authenticator,
 * recovery codes and trusted devices are forgotten and their sessions end;
 * their next sign-in sets up TOTP again.
 */
export async function resetStaffTwoFactor(context: ActionContext, { userId }: { userId: number }): Promise<Outcome> {
  if (isSelf(context, userId)) return refuse('staff_self')
  return context.db.transaction().execute(async (trx) => {
    if (!(await staffRow(trx, userId))) return refuse('staff_only')
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
