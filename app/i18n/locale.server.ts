import { parse, serialize } from 'cookie'
import { isbot } from 'isbot'
import Negotiator from 'negotiator'
import { defaultLocale, isLocale, LOCALE_SWITCH_PARAMETER, localeFromPath, localizePath, locales, type Locale } from './locales'

export const LOCALE_COOKIE = 'locale'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale, secure: boolean) {
  return serialize(LOCALE_COOKIE, locale, {
    maxAge: ONE_YEAR_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
  })
}

export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | undefined {
  const value = parse(cookieHeader ?? '')[LOCALE_COOKIE]
  return isLocale(value) ? value : undefined
}

export function preferredLocale(request: Request): Locale {
  return negotiate(request.headers.get('Accept-Language'))
}

function negotiate(acceptLanguage: string | null | undefined): Locale {
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...locales])
  return isLocale(best) ? best : defaultLocale
}

/** What the locale layer needs to know of a request for a page (a document, not `.data` nor a file). */
export interface PageRequest {
  url: URL
  cookie?: string | null
  acceptLanguage?: string | null
  userAgent?: string | null
}

/** A redirect to the page in the visitor's language, and the cookie to set with it (only when the choice is new). */
export interface LocaleRedirect {
  location: string
  setCookie?: Locale
}

/**
 * Where a page request should go so the visitor reads the language they chose
 * (spec §2: the browser language is detected, the cookie remembers the choice).
 * In order:
 * - `?lang=xx` (the language switcher's links): the choice is recorded, even
 *   for an English choice on a Spanish browser, and the clean URL follows;
 * - crawlers are never redirected: each URL serves its own language, so the
 *   hreflang alternates they fetch stay what they say;
 * - a recorded choice is honoured: a Spanish visitor opening an English URL
 *   (typed, bookmarked, an English email) gets its Spanish twin, and the other
 *   way round;
 * - without one, an English (default-locale) URL from a browser that prefers
 *   Spanish goes to /es and records Spanish. A /es URL is a choice in itself
 *   and is never redirected by detection.
 * Viewing a page never writes the cookie: only the switcher and the first
 * detection do, on their redirects, so pages themselves carry no Set-Cookie.
 */
export function localeRedirect(request: PageRequest): LocaleRedirect | undefined {
  const redirect = decide(request)
  // `/es//evil.example` has the twin `//evil.example`, which a browser reads as another host.
  return redirect && { ...redirect, location: redirect.location.replace(/^[/\\]{2,}/, '/') }
}

function decide({ url, cookie, acceptLanguage, userAgent }: PageRequest): LocaleRedirect | undefined {
  if (url.searchParams.has(LOCALE_SWITCH_PARAMETER)) return switched(url, isbot(userAgent))
  if (isbot(userAgent)) return undefined
  const here = localeFromPath(url.pathname)
  const twin = (locale: Locale) => `${localizePath(url.pathname, locale)}${url.search}`
  const remembered = readLocaleCookie(cookie)
  if (remembered) return remembered === here ? undefined : { location: twin(remembered) }
  if (here !== defaultLocale || !acceptLanguage) return undefined
  const preferred = negotiate(acceptLanguage)
  return preferred === here ? undefined : { location: twin(preferred), setCookie: preferred }
}

/** The switcher's link: the clean URL in the chosen language, and the choice recorded (never for a crawler). */
function switched(url: URL, crawler: boolean): LocaleRedirect {
  const chosen = url.searchParams.get(LOCALE_SWITCH_PARAMETER)
  const search = new URLSearchParams(url.search)
  search.delete(LOCALE_SWITCH_PARAMETER)
  const target = isLocale(chosen) ? chosen : localeFromPath(url.pathname)
  const location = `${localizePath(url.pathname, target)}${search.size > 0 ? `?${search}` : ''}`
  return isLocale(chosen) && !crawler ? { location, setCookie: chosen } : { location }
}
