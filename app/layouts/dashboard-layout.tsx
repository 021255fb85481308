import { Form, Outlet, useLocation, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useTranslations } from 'use-intl'
import { currentSession } from '~/accounts/session-middleware.server'
import { careTeamUnread } from '~/conversations/care-team-page.server'
import { database } from '~/db/db.server'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { stripLocale } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { Icon } from '~/ui/icon/icon'
import { SiteHeader } from './parts/site-header'
import type { Route } from './+types/dashboard-layout'

/** The account area's sections: anchors of /account and its own pages. */
export const accountNavigation = [
  { to: '/account#appointments', label: 'appointments', icon: 'lucide:calendar-check' },
  { to: '/account#active-treatments', label: 'active_treatments', icon: 'lucide:activity' },
  { to: '/account#past-treatments', label: 'past_treatments', icon: 'lucide:clock' },
  { to: '/account#update-information', label: 'update_information', icon: 'lucide:settings' },
  { to: '/account/quotes', label: 'quotes', icon: 'lucide:file-text' },
  { to: '/account/care-team', label: 'care_team', icon: 'lucide:message-circle' },
  { to: '/account/reviews', label: 'reviews', icon: 'lucide:badge-check' },
] as const

const CARE_TEAM_PAGE = '/account/care-team'

/** The sections that are pages of their own, each with the paths under it (a quote, a request belong to My quotes). */
const OWN_PAGES: Record<string, RegExp> = {
  [CARE_TEAM_PAGE]: /^\/account\/care-team$/,
  '/account/quotes': /^\/account\/(quotes|quote-requests)(\/|$)/,
  '/account/reviews': /^\/account\/reviews(\/|$)/,
}

/**
 * The badge of "My care team": the team's messages the signed-in patient has not read (issue 29).
 * Staff have no care conversation of their own; the care team page reads everything as it opens.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const session = currentSession(context)
  if (!session || session.role !== 'patient' || stripLocale(url.pathname) === CARE_TEAM_PAGE) return { careTeamUnread: 0 }
  return { careTeamUnread: await careTeamUnread(database(), session.user.id) }
}

/** Counted again on every page of the account (one lookup and a count), not only after a form post. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname
}

/** The layout's count, also where an error page replaced the page (its loader's data is then still there). */
function useCareTeamUnread() {
  const match = useMatches().find((candidate) => candidate.id === 'layout-dashboard' || candidate.id.endsWith('/layout-dashboard'))
  return (match?.data as { careTeamUnread?: number } | undefined)?.careTeamUnread ?? 0
}

/** The signed-in area: site header, account navigation beside (or above) the content. */
export function DashboardShell({ children }: { children: React.ReactNode }) {
  const t = useTranslations('account_nav')
  const localize = useLocalizePath()
  const unread = useCareTeamUnread()
  const path = stripLocale(useLocation().pathname)
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
                <LocalizedLink
                  to={item.to}
                  // The account's sections are anchors of one page: only a page of its own (or one under it) is the current one.
                  aria-current={OWN_PAGES[item.to]?.test(path) ? 'page' : undefined}
                  className={`flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium hover:bg-surface-muted hover:text-ink lg:rounded-lg ${
                    OWN_PAGES[item.to]?.test(path) ? 'bg-surface-muted text-ink' : 'text-ink-muted'
                  }`}
                >
                  <Icon name={item.icon} className="size-4" />
                  {t(item.label)}
                  {item.to === CARE_TEAM_PAGE && unread > 0 && (
                    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-on-accent lg:ml-auto">
                      <span aria-hidden="true">{unread}</span>
                      <span className="sr-only">{t('unread', { count: unread })}</span>
                    </span>
                  )}
                </LocalizedLink>
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
