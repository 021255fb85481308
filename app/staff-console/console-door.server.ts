import type { RouterContextProvider } from 'react-router'
import type { StaffRole } from '~/staff/roles'
import { servesOnlyNamedClinics } from '~/staff/roles'
import type { StaffMember } from '~/staff/staff-accounts.server'
import { requireStaff } from '~/staff/staff-door.server'
import type { ClinicScope } from './clinic-scope.server'

/** The clinics a staff member may see: clinic staff their own, the other roles all of them. */
export function clinicScopeOf(member: Pick<StaffMember, 'role' | 'clinicIds'>): ClinicScope {
  return servesOnlyNamedClinics(member.role) ? { kind: 'clinics', clinicIds: member.clinicIds } : { kind: 'all' }
}

/**
 * What every console loader and action starts with: the staff member behind
 * the request (or the ordinary 404, see requireStaff) and the clinics they
 * may see. `roles` narrows who may open the page (admin-only pages).
 */
export async function openConsole(
  context: Readonly<RouterContextProvider>,
  url: URL,
  options: { roles?: StaffRole[]; clinicId?: number } = {},
): Promise<{ member: StaffMember; scope: ClinicScope }> {
  const member = await requireStaff(context, url, options)
  return { member, scope: clinicScopeOf(member) }
}
