import type { Kysely, Transaction } from 'kysely'
import type { StaffRole } from '~/access/roles'
import type { Database } from '~/db/schema'

/*
 * What the staff-account verbs share (invite-staff, change-staff-access,
 * disable-staff, enable-staff, reset-staff-two-factor): no verb of its own here.
 */

/** The password hash of an invited account until its invitation is accepted: no password verifies against it. */
export const UNUSABLE_PASSWORD = '!invited'

/** Whether any admin can still sign in (ADMIN_EMAIL invites one only when none exists). */
export async function hasActiveAdmin(db: Kysely<Database>) {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst()
  return Boolean(row)
}

/** A staff account's access as the audit trail describes it (undefined for a patient or an unknown id). */
export async function staffAccountState(trx: Transaction<Database>, userId: number) {
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
