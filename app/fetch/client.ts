import { localeFromPath, localizePath } from '~/i18n/locales'
import { createRequest } from './request'

/** Where a 401 sends the person: their locale's sign-in, then back to this page. */
export function signInRedirect(location: { pathname: string; search: string; hash: string }) {
  const back = `${location.pathname}${location.search}${location.hash}`
  return `${localizePath('/sign-in', localeFromPath(location.pathname))}?redirectTo=${encodeURIComponent(back)}`
}

/**
 * The browser's request helper. Same-origin calls carry the HttpOnly session
 * cookie; on a 401 the server has already cleared it, and a full page load to
 * /sign-in drops every trace of the signed-in state (docs/decisions/004).
 */
export const apiRequest = createRequest({
  baseURL: typeof window === 'undefined' ? '/' : window.location.origin,
  onUnauthorized: () => window.location.assign(signInRedirect(window.location)),
})
