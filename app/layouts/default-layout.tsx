import { Outlet, useRouteLoaderData } from 'react-router'
import { PreviewBanner } from '~/content-editing/ui/preview-banner'
import { LazyErrorPage } from '~/errors/lazy-error-page'
import { SiteFooter } from './parts/site-footer'
import { SiteHeader } from './parts/site-header'

/** Whether a patient is signed in (from the root loader). */
export function useSignedIn() {
  const root = useRouteLoaderData('root') as { user?: { name: string } | null } | undefined
  return Boolean(root?.user)
}

/** Header, main content and footer: the layout of every public page. */
export function DefaultShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PreviewBanner />
      <SiteHeader signedIn={useSignedIn()} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

export default function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  )
}

/** 404s and unexpected errors of public pages keep the header and footer. */
export function ErrorBoundary() {
  return (
    <DefaultShell>
      <LazyErrorPage />
    </DefaultShell>
  )
}
