import type { RequestHandler } from 'express'
import { localeCookie, localeRedirect } from '~/i18n/locale.server'
import { isApiPath } from '~/http/paths'

/*
 * Sends a visitor to the page in the language they chose, before anything
 * renders (or, later, any page cache answers: a cache keyed by path and locale
 * must sit after this). Only typed, bookmarked or linked documents are
 * concerned: GET/HEAD of a page, not React Router's `.data` requests (the app
 * navigating inside one locale), not /v1 nor files such as sitemap.xml.
 * See app/i18n/locale.server.ts for the rules and docs/decisions/002.
 */
export function localePreference({ secure }: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.path)) return next()
    const redirect = localeRedirect({
      url: new URL(req.originalUrl, 'http://localhost'),
      cookie: req.get('Cookie'),
      acceptLanguage: req.get('Accept-Language'),
      userAgent: req.get('User-Agent'),
    })
    // Pages say `Vary: Accept-Language, Cookie` themselves (root.tsx): whether a URL answers or redirects depends on both.
    if (!redirect) return next()
    res.vary('Cookie').vary('Accept-Language')
    res.setHeader('Cache-Control', 'private, no-store')
    if (redirect.setCookie) res.append('Set-Cookie', localeCookie(redirect.setCookie, secure))
    res.redirect(302, redirect.location)
  }
}

/**
 * A page path: not the API, not React Router's own requests (`.data`, and
 * `/__manifest`, which lazy route discovery fetches: redirected to /es, it
 * would 404 and break every client navigation of a Spanish browser), not a
 * file (robots.txt, maps/x.svg, calendar.ics).
 */
export function isPagePath(pathname: string) {
  if (isApiPath(pathname) || pathname.startsWith('/__')) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !last.includes('.')
}
