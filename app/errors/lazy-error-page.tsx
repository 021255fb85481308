import { lazy, Suspense } from 'react'

const Page = lazy(() => import('./error-page').then(({ ErrorPage }) => ({ default: ErrorPage })))

/** The error page (errors/error-page.tsx), whose code loads only when a page fails, not with every page. */
export function LazyErrorPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  )
}
