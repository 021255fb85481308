import type { UserRole } from '~/db/schema'

/*
 * Staff roles (issue 12). A role is data on the account, checked on the
 * server for every console loader, action and API call (requireStaff); the
 * browser sees it only to choose what to show.
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
