import type { IconName } from '~/ui/icon/icon-names'
import type { Permission } from '~/access/permissions'

/**
 * The console's sections, each with the permission its page asks for. The
 * permission only decides which links are drawn here: each page's own loader
 * checks it on the server (requirePermission).
 */
export const consoleNavigation: ReadonlyArray<{ to: string; label: string; icon: IconName; permission: Permission; end?: boolean }> = [
  { to: '/admin', label: 'today', icon: 'lucide:layout-dashboard', permission: 'console.open', end: true },
  { to: '/admin/appointments', label: 'appointments', icon: 'lucide:calendar-check', permission: 'appointments.view' },
  { to: '/admin/availability', label: 'availability', icon: 'lucide:clock', permission: 'availability.manage' },
  { to: '/admin/patients', label: 'patients', icon: 'lucide:users', permission: 'patients.view' },
  { to: '/admin/conversations', label: 'conversations', icon: 'lucide:messages-square', permission: 'conversations.view' },
  { to: '/admin/quotes', label: 'quotes', icon: 'lucide:clipboard-list', permission: 'quotes.manage' },
  { to: '/admin/reviews', label: 'reviews', icon: 'lucide:badge-check', permission: 'reviews.moderate' },
  { to: '/admin/inbox', label: 'inbox', icon: 'lucide:inbox', permission: 'inbox.answer' },
  { to: '/admin/content', label: 'content', icon: 'lucide:file-text', permission: 'content.edit' },
  { to: '/admin/staff', label: 'staff', icon: 'lucide:shield-check', permission: 'staff.invite_clinic_staff' },
  { to: '/admin/exchange-rates', label: 'exchange_rates', icon: 'lucide:banknote', permission: 'exchange_rates.manage' },
  { to: '/admin/audit', label: 'audit', icon: 'lucide:scroll-text', permission: 'audit.view' },
]
