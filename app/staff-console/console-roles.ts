import type { StaffRole } from '~/staff/roles'

/*
 * Which roles open which console sections, shared by the loaders (the check,
 * through openConsole) and the navigation (which links are drawn).
 * Contact messages are not tied to a clinic, so clinic staff have no inbox.
 */
export const INBOX_ROLES: StaffRole[] = ['coordinator', 'admin']
export const ADMIN_ONLY: StaffRole[] = ['admin']
/** Content editing (issue 13): coordinators and admins; clinic staff do not edit the public site. */
export const CONTENT_ROLES: StaffRole[] = ['coordinator', 'admin']
