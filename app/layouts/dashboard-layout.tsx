import { Form, Outlet } from 'react-router'
import { useTranslations } from 'use-intl'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { LocalizedNavLink, useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { Icon } from '~/ui/icon/icon'
import { SiteHeader } from './parts/site-header'

/** The account area's sections: anchors of /account and its own pages. */
export const accountNavigation = [
  { to: '/account#appointments', label: 'appointments', icon: 'lucide:calendar-check' },
  { to: '/account#active-treatments', label: 'active_treatments', icon: 'lucide:activity' },
  { to: '/account#past-treatments', label: 'past_treatments', icon: 'lucide:clock' },
  { to: '/account#update-information', label: 'update_information', icon: 'lucide:settings' },
] as const

/** The signed-in area: site header, account navigation beside (or above) the content. */
export function DashboardShell({ children }: { children: React.ReactNode }) {
  const t = useTranslations('account_nav')
  const localize = useLocalizePath()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn />
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <nav aria-label={t('label')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 hidden text-sm font-semibold text-ink-muted lg:block">{t('title')}</p>
          {/* Wrapped, never scrolled sideways: on a phone every section name stays whole and visible. */}
          <ul className="-mx-1 flex flex-wrap gap-1 lg:mx-0 lg:flex-col">
            {accountNavigation.map((item) => (
              <li key={item.to} className="shrink-0">
                <LocalizedNavLink
                  to={item.to}
                  className="flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink lg:rounded-lg"
                >
                  <Icon name={item.icon} className="size-4" />
                  {t(item.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
          <Form method="post" action={localize('/sign-out')} className="mt-2 lg:mt-4 lg:border-t lg:border-line lg:pt-4">
            <CsrfInput />
            <button
              type="submit"
              className="flex w-full items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink lg:rounded-lg"
            >
              <Icon name="lucide:log-out" className="size-4" />
              {t('sign_out')}
            </button>
          </Form>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
      </div>
    </div>
  )
}

export default function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  )
}

export function ErrorBoundary() {
  return (
    <DashboardShell>
      <LazyErrorPage />
    </DashboardShell>
  )
}
