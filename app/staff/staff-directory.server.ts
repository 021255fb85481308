import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { StaffRole } from '~/access/roles'
import { UNUSABLE_PASSWORD } from './staff-accounts.server'

/*
 * The staff accounts as the console lists them: the Staff page, and the
 * choice of assignee in the inbox.
 */

export interface StaffListing {
  id: number
  name: string
  email: string
  role: StaffRole
  locale: string
  clinics: { id: number; slug: string; name: string }[]
  disabled: boolean
  /** The invitation is not accepted yet (no password set). */
  invited: boolean
  twoFactorSetUp: boolean
}

/** Every staff account (disabled ones too unless `activeOnly`), by name. */
export async function listStaff(
  db: Kysely<Database>,
  { activeOnly = false, userId }: { activeOnly?: boolean; userId?: number } = {},
): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('staff_totp as t', 't.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.locale', 'u.disabled_at', 'u.password_hash', 't.confirmed_at as totpConfirmedAt'])
    .where('u.role', '!=', 'patient')
    .$if(activeOnly, (qb) => qb.where('u.disabled_at', 'is', null))
    .$if(userId !== undefined, (qb) => qb.where('u.id', '=', userId!))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
  const clinics = await db
    .selectFrom('staff_clinics as sc')
    .innerJoin('clinics as c', 'c.id', 'sc.clinic_id')
    .select(['sc.user_id', 'c.id', 'c.slug', 'c.name'])
    .$if(userId !== undefined, (qb) => qb.where('sc.user_id', '=', userId!))
    .orderBy('c.name')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    locale: row.locale,
    clinics: clinics.filter((clinic) => clinic.user_id === row.id).map(({ id, slug, name }) => ({ id, slug, name })),
    disabled: row.disabled_at !== null,
    invited: row.password_hash === UNUSABLE_PASSWORD,
    twoFactorSetUp: row.totpConfirmedAt != null,
  }))
}

/** One staff account, or undefined (patients and unknown ids alike). */
export async function getStaffListing(db: Kysely<Database>, userId: number) {
  return (await listStaff(db, { userId }))[0]
}
