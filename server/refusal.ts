import type { Request, Response } from 'express'
import Negotiator from 'negotiator'
import { isApiPath } from '~/http/paths'
import { problemBody, untypedTranslator } from '~/http/problem.server'
import { escapeHtml } from '~/messaging/email-layout.server'
import { defaultLocale, isLocale, localeFromPath, localizePath, locales, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'

/*
 * Requests refused by the HTTP layer before React Router sees them (a body
 * over the limit, a method or body type a resource does not take). The
 * answer is small and built here, so a refusal never costs a page render:
 * RFC 9457 problem details on /v1, a short translated page elsewhere.
 */

export type RefusalStatus = 400 | 405 | 413 | 415

const messageKeys = {
  400: 'bad_request',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
} as const

/** The language of the answer: the page's own locale, or for /v1 `?locale=` then Accept-Language. */
function refusalLocale(req: Request): Locale {
  if (!isApiPath(req.path)) return localeFromPath(req.path)
  const asked = typeof req.query.locale === 'string' ? req.query.locale : undefined
  if (isLocale(asked)) return asked
  const preferred = new Negotiator(req).language([...locales])
  return isLocale(preferred) ? preferred : defaultLocale
}

/** How long a refused body may go on streaming (read and dropped) before its connection is closed. */
export const DISCARD_GRACE_MS = 1000

/**
 * What the client still sends of a refused body is read and dropped, never
 * kept: closing at once would make its TCP stack reset the connection and lose
 * our answer (a browser would show a network error, not the 413). A body
 * that is still coming after the grace period gets its connection closed.
 */
export function discardRest(req: Request) {
  if (req.readableEnded || req.destroyed) return
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_GRACE_MS)
  timer.unref()
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
  req.resume()
}

/** A message more precise than the status's own, by its catalogue key and values. */
export interface RefusalDetail {
  key: string
  values?: Record<string, string>
}

export function refuse(req: Request, res: Response, status: RefusalStatus, options: { allow?: string[]; detail?: RefusalDetail } = {}) {
  const t = serverTranslator(refusalLocale(req))
  const key = messageKeys[status]
  const title = t(`errors.${key}_title`)
  const detail = options.detail ? untypedTranslator(refusalLocale(req))(options.detail.key, options.detail.values) : t(`errors.${key}`)
  res.status(status).setHeader('Cache-Control', 'no-store')
  if (options.allow) res.setHeader('Allow', options.allow.join(', '))
  discardRest(req)
  if (isApiPath(req.path)) {
    res.type('application/problem+json').send(JSON.stringify(problemBody(status, detail, { locale: refusalLocale(req) })))
    return
  }
  const locale = localeFromPath(req.path)
  const back = escapeHtml(localizePath(req.path.replace(/(?:\/_root)?\.data$/, '') || '/', locale))
  res
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:740px;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p><p><a href="${back}">${escapeHtml(t('errors.retry'))}</a></p></body></html>`,
    )
}
