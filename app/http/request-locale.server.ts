import { createContext, type RouterContextProvider } from 'react-router'
import { preferredLocale } from '~/i18n/locale.server'
import { isLocale, type Locale } from '~/i18n/locales'

/*
 * Where /v1 takes its language from, one rule: `?locale=` first, then the
 * request's Accept-Language. When a request asked for neither, the endpoint
 * decides (the body's `locale` for a write, the patient's language for their
 * own records, else English).
 */

/** The language of an API answer: `?locale=`, else the request's Accept-Language. */
export function requestLocale(request: Request, url?: URL): Locale {
  const asked = url?.searchParams.get('locale')
  return isLocale(asked) ? asked : preferredLocale(request)
}

/** The language a request asked for (`?locale=` or Accept-Language), or undefined when it asked none. */
export function askedLocale(request: Request, url = new URL(request.url)): Locale | undefined {
  const asked = url.searchParams.get('locale')
  if (isLocale(asked)) return asked
  return request.headers.get('Accept-Language') ? preferredLocale(request) : undefined
}

/**
 * The language a /v1 request asked for, set by the session middleware, for
 * answers made where the request is not at hand (401 from requireApiSession,
 * the signed-in endpoints). Undefined: the caller falls back (account, English).
 */
export const apiLocaleContext = createContext<{ asked?: Locale }>({})

/** What apiLocaleContext holds for this request, if anything. */
export function contextLocale(context: Readonly<RouterContextProvider>): Locale | undefined {
  return context.get(apiLocaleContext).asked
}
