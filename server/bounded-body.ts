import type { IncomingMessage } from 'node:http'
import getRawBody from 'raw-body'
import { MAX_MESSAGE_FORM_BYTES } from '~/conversations/message-attachments.server'
import { MAX_ECB_FORM_BYTES } from '~/quotes/exchange-rate-forms'
import { MAX_UPLOAD_BYTES } from '~/security/request-body.server'

/*
 * Every request body is read here, counting the bytes actually received
 * (chunked or not, whatever Content-Length says), before React Router sees
 * the request. Past the limit reading stops at once: the caller answers 413
 * and closes the connection, so an endless body costs neither memory nor time.
 * See docs/decisions/012-bounded-request-bodies.md.
 */

/** Forms and JSON: the longest contact message (5,000 characters, percent-encoded) fits with room to spare. */
export const MAX_BODY_BYTES = 64 * 1024
/** Stripe's events are bigger than any form; the webhook checks their signature on the exact bytes. */
export const MAX_WEBHOOK_BYTES = 512 * 1024

/** Where staff attach documents (up to 10 MB): the console's treatment page and its API. */
const UPLOAD_PATHS = /^((\/es)?\/admin\/patients\/\d+\/treatments\/\d+|\/v1\/admin\/patients\/\d+\/treatments\/\d+\/documents)$/
/**
 * Where care-conversation messages are written, with up to 5 attachments of 10 MB: the patient's page, the console's, their API;
 * and the request for a personal quote (its page and POST /v1/me/quotes), with as many files (issue 30).
 */
const MESSAGE_PATHS =
  /^((\/es)?\/account\/care-team|(\/es)?\/admin\/conversations\/\d+|\/v1\/me\/conversation|\/v1\/admin\/conversations\/\d+\/(messages|notes)|(\/es)?\/quotes\/new|\/v1\/me\/quotes)$/
/** The content editors (long bilingual texts, images) and their API. */
const CONTENT_PATHS = /^((\/es)?\/admin\/content|\/v1\/admin\/content)(\/|$)/
/** Where an admin uploads the ECB's CSV of exchange rates (up to 4 MB: its whole history is under 2). */
const EXCHANGE_RATE_PATHS = /^(\/es)?\/admin\/exchange-rates$/

/**
 * The page a request posts to: with JavaScript, React Router posts a page's form to its `.data` twin
 * (`/account/care-team.data`), which must take the same body as the plain form post.
 */
const pagePath = (pathname: string) => pathname.replace(/\.data$/, '')

export function bodyLimit(requested: string) {
  const pathname = pagePath(requested)
  if (pathname === '/v1/webhooks/stripe') return MAX_WEBHOOK_BYTES
  if (MESSAGE_PATHS.test(pathname)) return MAX_MESSAGE_FORM_BYTES
  if (EXCHANGE_RATE_PATHS.test(pathname)) return MAX_ECB_FORM_BYTES
  return UPLOAD_PATHS.test(pathname) || CONTENT_PATHS.test(pathname) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES
}

/**
 * A document upload or a message with attachments (multipart, to an upload path) is not read here but streamed on to the
 * route as it arrives, counted against the same limit (react-router-handler.ts): the route
 * streams the file to the store, so a 10 MB document is never held whole.
 */
export function streamsBody(requested: string, req: IncomingMessage) {
  const pathname = pagePath(requested)
  return (
    req.method === 'POST' &&
    (UPLOAD_PATHS.test(pathname) || MESSAGE_PATHS.test(pathname)) &&
    /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')
  )
}

export function hasBody(req: IncomingMessage) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

export type BodyResult = { ok: true; bytes: Buffer | undefined } | { ok: false; status: 400 | 413 | 415 }

/** The whole body within `limit` bytes; undefined when the request has none. */
export async function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!hasBody(req)) return { ok: true, bytes: undefined }
  // Nothing here inflates compressed bodies (no browser sends them): refusing them keeps the limit meaningful.
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase()
  if (encoding !== 'identity') return { ok: false, status: 415 }
  try {
    // raw-body refuses a declared length over the limit before reading, and stops (pauses) the stream past it.
    const bytes = await getRawBody(req, { limit, length: req.headers['content-length'] })
    return { ok: true, bytes }
  } catch (error) {
    return { ok: false, status: (error as { status?: number }).status === 413 ? 413 : 400 }
  }
}
