import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

/** Sign-in link for visitors; the account area for signed-in patients (sessions arrive with accounts). */
export function AccountLink({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const t = useTranslations('nav')
  return (
    <LocalizedLink
      to={signedIn ? '/account' : '/sign-in'}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong ${className ?? ''}`}
    >
      <Icon name={signedIn ? 'lucide:user-round' : 'lucide:log-in'} className="size-4" />
      {signedIn ? t('account') : t('sign_in')}
    </LocalizedLink>
  )
}
