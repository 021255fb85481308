import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { preferredLocale } from '~/i18n/locale.server'
import { defaultLocale, isLocale, localeFromPath, type Locale } from '~/i18n/locales'
import { isApiPath } from './paths'

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
 * What every loader and action may need to know of its request's language,
 * worked out once by the root middleware. (Whether cookies are Secure is a
 * fact of the deployment, not of a request: env().SECURE_COOKIES.)
 */
export interface RequestScope {
  /** The page's language, from its URL (`/es/…` is Spanish); on /v1, what the request asked for, else English. */
  locale: Locale
  /** On /v1: the language the request asked for, or undefined (the endpoint then decides, see above). */
  askedLocale?: Locale
}

const requestScopeContext = createContext<RequestScope>({ locale: defaultLocale })

/** Root middleware: sets the RequestScope before any other middleware, loader or action runs. */
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const url = new URL(request.url)
  if (!isApiPath(url.pathname)) {
    context.set(requestScopeContext, { locale: localeFromPath(url.pathname) })
  } else {
    const asked = askedLocale(request, url)
    context.set(requestScopeContext, { locale: asked ?? defaultLocale, askedLocale: asked })
  }
  return next()
}

/** The language of this page (or of this /v1 request's answer). */
export function pageLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(requestScopeContext).locale
}

/**
 * The language a /v1 request asked for, for answers made where the request is
 * not at hand (401 from requireApiSession, the signed-in endpoints).
 * Undefined: the caller falls back (the account's language, English).
 */
export function contextLocale(context: Readonly<RouterContextProvider>): Locale | undefined {
  return context.get(requestScopeContext).askedLocale
}
