import { Outlet } from 'react-router'
import { useTranslations } from 'use-intl'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import { ColorModeSwitch } from './parts/color-mode-switch'
import { LanguageSwitch } from './parts/language-switch'
import { Logo } from './parts/logo'

/** Sign-in, sign-up and password pages: one centred card, nothing to distract. */
export function AuthShell({ children }: { children: React.ReactNode }) {
  const t = useTranslations()
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-foam to-canvas dark:from-primary-950/40 dark:to-canvas">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <LocalizedLink to="/" aria-label={t('nav.home')} className="rounded-md">
          <Logo />
        </LocalizedLink>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <ColorModeSwitch />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <section
          aria-label={t('auth.card_label')}
          className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl shadow-woodsmoke/5 sm:p-8"
        >
          {children}
        </section>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-ink-muted">
        <LocalizedLink to="/" className="inline-flex items-center gap-1 hover:text-ink">
          <Icon name="lucide:arrow-left" />
          {t('auth.back_to_site')}
        </LocalizedLink>
        <LocalizedLink to="/privacy-policies" className="hover:text-ink">
          {t('footer.privacy_policies')}
        </LocalizedLink>
        <LocalizedLink to="/terms-and-conditions" className="hover:text-ink">
          {t('footer.terms_and_conditions')}
        </LocalizedLink>
      </footer>
    </div>
  )
}

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  )
}

export function ErrorBoundary() {
  return (
    <AuthShell>
      <LazyErrorPage />
    </AuthShell>
  )
}
