import { Link, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { switchLocalePath } from '~/i18n/locales'
import { useLocale } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

/** Links to the same page in the other language (query and hash kept). */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('language')
  const location = useLocation()
  const target = useLocale() === 'en' ? 'es' : 'en'
  return (
    <Link
      to={switchLocalePath(location, target)}
      hrefLang={target}
      lang={target}
      aria-label={t('switch_label')}
      // The root loader sets the locale cookie and sends the new catalogue.
      preventScrollReset
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink ${className ?? ''}`}
    >
      <Icon name="lucide:globe" className="size-4" />
      {t('switch')}
    </Link>
  )
}
