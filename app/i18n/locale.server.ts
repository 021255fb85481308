import { parse, serialize } from 'cookie'
import Negotiator from 'negotiator'
import { redirect } from 'react-router'
import { defaultLocale, isLocale, localeFromPath, localizePath, locales, type Locale } from './locales'

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

export function readLocaleCookie(request: Request): Locale | undefined {
  const value = parse(request.headers.get('Cookie') ?? '')[LOCALE_COOKIE]
  return isLocale(value) ? value : undefined
}

export function preferredLocale(request: Request): Locale {
  const languages = new Negotiator({ headers: { 'accept-language': request.headers.get('Accept-Language') ?? '' } })
  const best = languages.language([...locales])
  return isLocale(best) ? best : defaultLocale
}

/**
 * Decides the locale of a page request. A first visit (no locale cookie) to an
 * English page from a browser that prefers Spanish is sent to the Spanish page;
 * after that the cookie remembers the locale last chosen, and the URL decides.
 * Returns the Set-Cookie header to send when the cookie must change. `url` is
 * the page's URL (React Router's normalised one, without `.data`).
 */
export function negotiateLocale(request: Request, url: URL, options: { secure: boolean }) {
  const locale = localeFromPath(url.pathname)
  const remembered = readLocaleCookie(request)
  if (!remembered && locale === defaultLocale) {
    const preferred = preferredLocale(request)
    if (preferred !== locale) {
      throw redirect(`${localizePath(url.pathname, preferred)}${url.search}`, {
        headers: { 'Set-Cookie': localeCookie(preferred, options.secure), Vary: 'Accept-Language, Cookie' },
      })
    }
  }
  const setCookie = remembered === locale ? undefined : localeCookie(locale, options.secure)
  return { locale, setCookie }
}
