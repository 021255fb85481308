import { useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { switchLocalePath } from '~/i18n/locales'
import { useLocale } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

/**
 * Links to the same page in the other language (query and hash kept). A
 * document request on purpose, not a client-side navigation: the server
 * records the choice in the (HttpOnly) locale cookie and redirects to the
 * clean URL, with or without JavaScript.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('language')
  const location = useLocation()
  const target = useLocale() === 'en' ? 'es' : 'en'
  return (
    <a
      href={switchLocalePath(location, target)}
      hrefLang={target}
      lang={target}
      // Crawlers find the twin through the hreflang alternates; this link is a visitor's choice.
      rel="nofollow"
      aria-label={t('switch_label')}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink ${className ?? ''}`}
    >
      <Icon name="lucide:globe" className="size-4" />
      {t('switch')}
    </a>
  )
}
