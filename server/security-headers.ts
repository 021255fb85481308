import { createHash, randomBytes } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

/*
 * Strict headers on every response. Scripts run only from our origin or with
 * this response's nonce; nothing may frame us; the browser sends no referrer
 * path to other sites. Integrations (Stripe, Turnstile, Mapbox, Disqus) add
 * their hosts here when their issue switches them on.
 */

const nonceOf = (res: Response) => `'nonce-${res.locals.cspNonce as string}'`

/** Third-party origins each optional integration needs, only when it is configured. */
function integrationSources(options: { disqusShortname?: string; mapbox?: boolean; stripe?: boolean; turnstile?: boolean; mediaOrigin?: string }) {
  const sources = {
    script: [] as string[],
    frame: [] as string[],
    img: [] as string[],
    connect: [] as string[],
    style: [] as string[],
    worker: [] as string[],
  }
  // Pictures from a CDN or bucket (PUBLIC_MEDIA_URL).
  if (options.mediaOrigin) sources.img.push(options.mediaOrigin)
  if (options.disqusShortname) {
    sources.script.push(`https://${options.disqusShortname}.disqus.com`, 'https://*.disqus.com', 'https://*.disquscdn.com')
    sources.frame.push('https://disqus.com', 'https://*.disqus.com')
    sources.img.push('https://*.disqus.com', 'https://*.disquscdn.com')
    sources.connect.push('https://*.disqus.com')
    sources.style.push('https://*.disquscdn.com')
  }
  if (options.turnstile) {
    // Cloudflare Turnstile: its script, and the challenge iframe it renders.
    sources.script.push('https://challenges.cloudflare.com')
    sources.frame.push('https://challenges.cloudflare.com')
  }
  if (options.mapbox) {
    // Mapbox GL fetches tiles and styles, and runs its workers from blobs.
    sources.connect.push('https://api.mapbox.com', 'https://events.mapbox.com')
    sources.img.push('blob:', 'https://api.mapbox.com')
    sources.worker.push('blob:')
  }
  if (options.stripe) {
    // Stripe.js and its Payment Element frames (card data stays inside Stripe's frames).
    sources.script.push('https://js.stripe.com')
    sources.frame.push('https://js.stripe.com', 'https://hooks.stripe.com')
    sources.connect.push('https://api.stripe.com')
  }
  return sources
}

export function securityHeaders(options: {
  https: boolean
  development: boolean
  disqusShortname?: string
  mapbox?: boolean
  /** Stripe mode (STRIPE_SECRET_KEY set): the payment page loads Stripe.js. */
  stripe?: boolean
  turnstile?: boolean
  /** The origin of PUBLIC_MEDIA_URL, where the public site's pictures are fetched from. */
  mediaOrigin?: string
}): RequestHandler[] {
  const extra = integrationSources(options)
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  }
  const ownScripts = options.development
    ? ["'self'", "'unsafe-inline'"] // Vite's dev client injects inline module scripts.
    : ["'self'", (_req: unknown, res: unknown) => nonceOf(res as Response)]
  const scriptSrc = [...ownScripts, ...extra.script]

  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': scriptSrc,
        'script-src-attr': ["'none'"],
        // Our CSS is a file; React Aria adds one nonce-carrying <style>; style
        // attributes (React's style prop) are allowed.
        'style-src': [...ownScripts, ...extra.style],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...extra.img],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(options.development ? ['ws:'] : []), ...extra.connect],
        'frame-src': extra.frame.length > 0 ? extra.frame : ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        // The chat widget's no-JavaScript fallback posts to WhatsApp.
        'form-action': ["'self'", 'https://api.whatsapp.com'],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'", ...extra.worker],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 63072000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  })

  const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    )
    next()
  }

  return [assignNonce, headers, permissionsPolicy]
}

/**
 * The <style> texts React Aria injects (usePress, usePreventScroll). A page from the cache has no
 * nonce for them to carry, so they are allowed by their hashes; `page-cache.test.ts` checks the
 * installed React Aria still injects exactly these.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
]

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const REACT_ARIA_STYLE_HASHES = REACT_ARIA_STYLES.map(sha256).join(' ')
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
/** Script types a browser runs (data blocks such as JSON-LD are not subject to the CSP). */
const RUNNABLE = /^(|text\/javascript|module|application\/javascript)$/i

/** The hashes of the inline scripts a document runs. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (RUNNABLE.test(type)) hashes.add(sha256(body))
  }
  return [...hashes]
}

/**
 * This response's policy for a document with no nonce in it (one the page cache keeps): the
 * nonce gives way to the hashes of exactly its inline scripts, and of React Aria's styles.
 */
export function cspWithHashes(policy: string, html: string) {
  const scripts = inlineScriptHashes(html).join(' ')
  const styles = REACT_ARIA_STYLE_HASHES
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]
      const hashes = name === 'script-src' ? scripts : name === 'style-src' ? styles : undefined
      return hashes === undefined ? directive : directive.replace(/'nonce-[^']*'/g, hashes)
    })
    .join(';')
}
