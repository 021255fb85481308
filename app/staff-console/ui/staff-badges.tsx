import { useTranslations } from 'use-intl'
import type { StaffListing } from '~/staff/staff-directory.server'

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold'

/** Where a staff account stands: disabled, invited (not accepted), two-factor missing, or active. */
export function StaffStateBadges({ member }: { member: Pick<StaffListing, 'disabled' | 'invited' | 'twoFactorSetUp'> }) {
  const t = useTranslations('console.staff.states')
  if (member.disabled) return <span className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200`}>{t('disabled')}</span>
  if (member.invited) return <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>{t('invited')}</span>
  if (!member.twoFactorSetUp)
    return <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}>{t('no_two_factor')}</span>
  return <span className={`${badge} bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200`}>{t('active')}</span>
}
