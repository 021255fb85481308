import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { StaffRole } from './roles'

export interface StaffMember {
  id: number
  name: string
  email: string
  role: StaffRole
  /** Clinic ids a clinic_staff member serves (empty for the other roles). */
  clinicIds: number[]
}

/** A staff account that may act (not disabled); undefined for patients, unknown and disabled accounts. */
export async function activeStaffMember(db: Kysely<Database>, userId: number): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('id', '=', userId)
    .where('role', '!=', 'patient')
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  if (!row) return undefined
  const clinics = await db.selectFrom('staff_clinics').select('clinic_id').where('user_id', '=', userId).execute()
  return { ...row, role: row.role as StaffRole, clinicIds: clinics.map((clinic) => clinic.clinic_id) }
}
