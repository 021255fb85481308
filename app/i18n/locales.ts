/*
 * Locale-prefixed URLs: English (the default) lives at /…, Spanish at /es/….
 * These helpers are shared by server and browser code.
 */

export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale a path belongs to: /es and /es/… are Spanish (routes match case-insensitively), everything else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/es(\/|$)/i.test(pathname) ? 'es' : 'en'
}

/** The locale-neutral part of a path: /es/blog → /blog, /es → /. */
export function stripLocale(pathname: string): string {
  return pathname.replace(/^\/es(?=\/|$)/i, '') || '/'
}

/** The path of a locale-neutral route in a locale: ('/blog', 'es') → /es/blog. */
export function localizePath(path: string, locale: Locale): string {
  const neutral = stripLocale(path.startsWith('/') ? path : `/${path}`)
  if (locale === defaultLocale) return neutral
  return neutral === '/' ? `/${locale}` : `/${locale}${neutral}`
}

/**
 * The parameter of the language switcher's links: the server records the
 * choice in the locale cookie and redirects to the clean URL (server/locale-preference.ts).
 */
export const LOCALE_SWITCH_PARAMETER = 'lang'

/** The language switcher's link: the same page in another locale, keeping query and hash, recording the choice. */
export function switchLocalePath(location: { pathname: string; search?: string; hash?: string }, locale: Locale) {
  const search = new URLSearchParams(location.search ?? '')
  search.set(LOCALE_SWITCH_PARAMETER, locale)
  return `${localizePath(location.pathname, locale)}?${search}${location.hash ?? ''}`
}
