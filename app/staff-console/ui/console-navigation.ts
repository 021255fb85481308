import type { IconName } from '~/ui/icon/icon-names'
import type { StaffRole } from '~/staff/roles'
import { ADMIN_ONLY, CONTENT_ROLES, INBOX_ROLES } from '../console-roles'

/**
 * The console's sections. `roles` only decides which links are drawn: each
 * page's own loader checks the role on the server (openConsole).
 */
export const consoleNavigation: ReadonlyArray<{ to: string; label: string; icon: IconName; roles?: readonly StaffRole[]; end?: boolean }> = [
  { to: '/admin', label: 'today', icon: 'lucide:layout-dashboard', end: true },
  { to: '/admin/appointments', label: 'appointments', icon: 'lucide:calendar-check' },
  { to: '/admin/availability', label: 'availability', icon: 'lucide:clock' },
  { to: '/admin/patients', label: 'patients', icon: 'lucide:users' },
  { to: '/admin/inbox', label: 'inbox', icon: 'lucide:inbox', roles: INBOX_ROLES },
  { to: '/admin/content', label: 'content', icon: 'lucide:file-text', roles: CONTENT_ROLES },
  { to: '/admin/staff', label: 'staff', icon: 'lucide:shield-check', roles: ADMIN_ONLY },
  { to: '/admin/audit', label: 'audit', icon: 'lucide:scroll-text', roles: ADMIN_ONLY },
]
