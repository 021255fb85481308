import { Form, Outlet, useRouteLoaderData } from 'react-router'
import { useTranslations } from 'use-intl'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { LocalizedLink, LocalizedNavLink, useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { requirePermission } from '~/access/door.server'
import { database } from '~/db/db.server'
import { waitingQuoteRequests } from '~/quotes/quote-requests.server'
import { newReviewCount } from '~/reviews/moderation-queue.server'
import { consoleNavigation } from '~/staff-console/ui/console-navigation'
import { ConsoleSearchBox } from '~/staff-console/ui/console-search-box'
import { ConsoleShortcuts } from '~/staff-console/ui/console-shortcuts'
import { roleMay } from '~/access/permissions'
import { STAFF_ROLES, type StaffRole } from '~/access/roles'
import { useHydrated } from '~/ui/use-hydrated'
import { Icon } from '~/ui/icon/icon'
import { ColorModeSwitch } from './parts/color-mode-switch'
import { LanguageSwitch } from './parts/language-switch'
import { DefaultShell } from './default-layout'
import { Logo } from './parts/logo'
import type { Route } from './+types/console-layout'

/*
 * The staff console's frame (/admin, /es/admin): its own header and a
 * section list, never the public site's navigation. The layout's check only
 * draws the frame; every page below checks the staff member again itself,
 * because React Router runs the loaders of a page and its layout in parallel.
 */

/** Read by the root: no patients' chat button in the console. */
export const handle = { console: true }

export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = await requirePermission(context, url, 'console.open')
  // What waits for the team beside its section's link: quote requests without their quote, reviews without a reply.
  const [quotes, reviews] = await Promise.all([
    roleMay(member.role, 'quotes.manage') ? waitingQuoteRequests(database()).then((waiting) => waiting.count) : 0,
    roleMay(member.role, 'reviews.moderate') ? newReviewCount(database()) : 0,
  ])
  return { staff: { name: member.name, role: member.role }, waiting: { quotes, reviews } as NavigationCounts }
}

/** How many wait in a section, by its navigation label (drawn beside its link when more than none). */
type NavigationCounts = Partial<Record<string, number>>

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-accent-soft text-accent' : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
  }`

function ConsoleShell({
  staff,
  waiting = {},
  children,
}: {
  staff?: { name: string; role: StaffRole }
  waiting?: NavigationCounts
  children: React.ReactNode
}) {
  const t = useTranslations('console')
  const localize = useLocalizePath()
  // Without a staff member (the error page), the sections every role may open.
  const sections = consoleNavigation.filter((item) => (staff ? [staff.role] : STAFF_ROLES).every((role) => roleMay(role, item.permission)))
  // Marks the hydrated console, for the browser journeys (the public pages' chat form is absent here).
  const hydrated = useHydrated()
  return (
    <div className="flex min-h-dvh flex-col bg-canvas" data-console-hydrated={hydrated || undefined}>
      <meta name="robots" content="noindex" />
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <a href="#main" className="sr-only rounded-md bg-accent px-3 py-2 text-on-accent focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
          {t('skip_to_content')}
        </a>
        {/* On a phone the search box takes a row of its own under the logo and switches. */}
        <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:px-6">
          <LocalizedLink to="/admin" aria-label={t('home')} className="flex shrink-0 items-center gap-2 rounded-md">
            <Logo />
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink-muted">{t('badge')}</span>
          </LocalizedLink>
          {staff && (
            <div className="order-last w-full sm:order-none sm:ml-4 sm:w-auto sm:max-w-md sm:flex-1">
              <ConsoleSearchBox />
            </div>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {staff && (
              <span className="hidden text-sm text-ink-muted lg:inline">
                {staff.name} · {t(`roles.${staff.role}`)}
              </span>
            )}
            {staff && <ConsoleShortcuts />}
            <LanguageSwitch />
            <ColorModeSwitch />
          </div>
        </div>
      </header>
      <div className="grid flex-1 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t('sections')} className="border-b border-line bg-surface px-3 py-3 md:border-r md:border-b-0 md:py-6">
          {/* Wrapped on a phone or tablet in portrait, a column beside the page from md up. */}
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {sections.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink to={item.to} end={item.end} className={sectionClass}>
                  <Icon name={item.icon} className="size-4" />
                  {t(`nav.${item.label}`)}
                  {Boolean(waiting[item.label]) && (
                    <span className="ml-auto rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 tabular-nums dark:bg-amber-950 dark:text-amber-200">
                      {waiting[item.label]}
                      <span className="sr-only"> {t('nav_waiting')}</span>
                    </span>
                  )}
                </LocalizedNavLink>
              </li>
            ))}
            <li className="md:mt-4 md:border-t md:border-line md:pt-4">
              <Form method="post" action={localize('/sign-out')}>
                <CsrfInput />
                <button type="submit" className={`${sectionClass({ isActive: false })} w-full`}>
                  <Icon name="lucide:log-out" className="size-4" />
                  {t('sign_out')}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell staff={loaderData.staff} waiting={loaderData.waiting}>
      <Outlet />
    </ConsoleShell>
  )
}

/**
 * A page's own error inside the frame; but when the frame itself was refused
 * (not staff), the public site's 404 exactly, so nothing hints at a console.
 */
export function ErrorBoundary() {
  const english = useRouteLoaderData<typeof loader>('layout-console')
  const spanish = useRouteLoaderData<typeof loader>('es/layout-console')
  const staff = (english ?? spanish)?.staff
  const waiting = (english ?? spanish)?.waiting
  if (!staff) {
    return (
      <DefaultShell>
        <LazyErrorPage />
      </DefaultShell>
    )
  }
  return (
    <ConsoleShell staff={staff} waiting={waiting}>
      <LazyErrorPage />
    </ConsoleShell>
  )
}
