import type { UserRole } from '~/db/schema'

/*
 * Staff roles (issue 12). A role is data on the account; what each role may
 * do is the permission table (permissions.ts), checked on the server.
 */
export const STAFF_ROLES = ['coordinator', 'clinic_staff', 'admin'] as const satisfies readonly UserRole[]

export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(role: UserRole | string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role)
}

/** clinic_staff serve named clinics only; the other roles see every clinic. */
export function servesOnlyNamedClinics(role: StaffRole) {
  return role === 'clinic_staff'
}
