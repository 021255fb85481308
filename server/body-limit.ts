import type { RequestHandler } from 'express'
import Negotiator from 'negotiator'
import { escapeHtml } from '~/messaging/email-layout.server'
import { defaultLocale, isLocale, localeFromPath, localizePath, locales } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'

/*
 * Oversize bodies are refused before anything reads them: a declared
 * Content-Length above the limit gets 413 at once (forms and actions stream
 * the rest with their own limit, see app/security/request-body.server.ts).
 */

export const MAX_BODY_BYTES = 64 * 1024
/** Stripe's events are bigger than any form. */
const MAX_WEBHOOK_BYTES = 512 * 1024

export const bodySizeLimit: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const declared = Number(req.headers['content-length'] ?? 0)
  const limit = req.path.startsWith('/v1/webhooks/') ? MAX_WEBHOOK_BYTES : MAX_BODY_BYTES
  if (!(declared > limit)) return next()
  res.status(413).setHeader('Connection', 'close')
  res.setHeader('Cache-Control', 'no-store')
  if (req.path.startsWith('/v1/')) {
    const preferred = new Negotiator(req).language([...locales])
    const t = serverTranslator(isLocale(preferred) ? preferred : defaultLocale)
    res.type('application/problem+json').send(
      JSON.stringify({ type: 'https://claravia.example/problems/413', title: 'Payload too large', status: 413, detail: t('errors.payload_too_large') }),
    )
    return
  }
  const locale = localeFromPath(req.path)
  const t = serverTranslator(locale)
  const back = escapeHtml(localizePath(req.path.replace(/\.data$/, ''), locale))
  res
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('errors.payload_too_large_title'))}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:740px;margin:4rem auto;padding:0 1rem"><h1>413</h1><p>${escapeHtml(t('errors.payload_too_large'))}</p><p><a href="${back}">${escapeHtml(t('errors.retry'))}</a></p></body></html>`,
    )
}
