import { useRouteLoaderData } from 'react-router'

/** The hidden CSRF field every form that posts to us carries (see csrf.server.ts). */
export function CsrfInput() {
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined
  return <input type="hidden" name="csrf" value={root?.csrfToken ?? ''} />
}
