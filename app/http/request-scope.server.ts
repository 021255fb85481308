import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { preferredLocale } from '~/i18n/locale.server'
import { defaultLocale, isLocale, localeFromPath, type Locale } from '~/i18n/locales'
import { isApiPath } from './paths'

/*
 * Where /v1 takes its language from, one rule, one function (apiLocale):
 * `?locale=` first, then the request's Accept-Language; when a request asked
 * for neither, what the endpoint knows (the body's `locale` for a write, the
 * patient's language for their own records), else English.
 */

/** The language a request asked for (`?locale=` or Accept-Language), or undefined when it asked none. */
export function askedLocale(request: Request, url = new URL(request.url)): Locale | undefined {
  const asked = url.searchParams.get('locale')
  if (isLocale(asked)) return asked
  return request.headers.get('Accept-Language') ? preferredLocale(request) : undefined
}

/**
 * The language of a /v1 answer: what the request asked for, else `fallback`
 * (what the endpoint knows), else English. From the request itself, or from
 * the context where the root middleware read it (answers made away from the
 * request: a 401 from requireApiSession).
 */
export function apiLocale(from: Request | Readonly<RouterContextProvider>, fallback?: Locale): Locale {
  const asked = from instanceof Request ? askedLocale(from) : from.get(requestScopeContext).askedLocale
  return asked ?? fallback ?? defaultLocale
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
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ request, context, url }, next) => {
  // `url`, not request.url: a script's request for /es's data is /es.data, which is no Spanish path.
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
