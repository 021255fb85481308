import { useRef } from 'react'
import { useTranslations } from 'use-intl'
import { LocalizedLink, LocalizedNavLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import { AccountLink } from './account-link'
import { ColorModeSwitch } from './color-mode-switch'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { mainNavigation } from './navigation-items'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-accent-soft text-accent' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
  }`

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('nav')
  // Opaque: links over translucent glass lose contrast whenever bright content scrolls beneath them.
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <a href="#main" className="sr-only rounded-md bg-accent px-3 py-2 text-on-accent focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
        {t('skip_to_content')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <LocalizedLink to="/" aria-label={t('home')} className="rounded-md">
          <Logo />
        </LocalizedLink>
        <nav aria-label={t('main')} className="hidden flex-1 justify-center xl:flex">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink to={item.to} className={navLinkClass}>
                  {t(item.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 xl:flex">
          <LanguageSwitch />
          <ColorModeSwitch />
          <AccountLink signedIn={signedIn} />
        </div>
        <MobileMenu signedIn={signedIn} />
      </div>
    </header>
  )
}

/**
 * Below the xl breakpoint the navigation lives in a native popover: it opens
 * without JavaScript, closes on Escape or an outside click, and returns focus
 * to its button (docs/decisions/003-native-popovers.md).
 */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations('nav')
  const panel = useRef<HTMLDivElement>(null)
  const close = () => panel.current?.hidePopover()
  return (
    <div className="ml-auto xl:hidden">
      <button
        type="button"
        popoverTarget="site-menu"
        className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-2 text-sm font-medium"
      >
        <Icon name="lucide:menu" className="size-5" />
        <span>{t('menu')}</span>
      </button>
      <div
        ref={panel}
        id="site-menu"
        popover="auto"
        aria-label={t('main')}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,100vw)] overflow-y-auto border-l border-line bg-surface p-5 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-woodsmoke/40 starting:open:translate-x-full [&:not(:popover-open)]:translate-x-full"
      >
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            popoverTarget="site-menu"
            popoverTargetAction="hide"
            aria-label={t('close_menu')}
            className="grid size-10 place-items-center rounded-full hover:bg-surface-muted"
          >
            <Icon name="lucide:x" className="size-5" />
          </button>
        </div>
        <nav aria-label={t('main')} className="mt-6">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink to={item.to} onClick={close} className={(state) => `block ${navLinkClass(state)} text-base`}>
                  {t(item.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <LanguageSwitch />
          <ColorModeSwitch />
        </div>
        <AccountLink signedIn={signedIn} className="mt-6 w-full" />
      </div>
    </div>
  )
}
