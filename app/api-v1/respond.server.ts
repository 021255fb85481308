import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { preferredLocale } from '~/i18n/locale.server'
import { isLocale, type Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { readLimitedBody } from '~/security/request-body.server'

/*
 * Responses of the public API: JSON with an ETag (a conditional GET with a
 * matching If-None-Match gets 304 and no body) and a short public cache, and
 * errors as RFC 9457 problem details.
 */

const CACHE = 'public, max-age=300, stale-while-revalidate=600'

export function json(request: Request, body: unknown, cacheControl = CACHE): Response {
  const text = JSON.stringify(body)
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`
  const headers = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(text, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

const titles: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  401: 'Unauthorized',
  403: 'Forbidden',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal server error',
}

export function problem(
  status: number,
  detail: string,
  extra: { errors?: { parameter: string; message: string }[]; headers?: HeadersInit } = {},
): Response {
  const body = {
    type: `https://claravia.example/problems/${status}`,
    title: titles[status] ?? 'Error',
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store', ...extra.headers },
  })
}

/** Parses query parameters with a schema; on failure, a 400 problem naming each bad parameter. */
export function parseQuery<T extends z.ZodType>(url: URL, schema: T): { ok: true; value: z.infer<T> } | { ok: false; response: Response } {
  const raw = Object.fromEntries(url.searchParams)
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, value: result.data }
  const errors = result.error.issues.map((issue) => ({ parameter: String(issue.path[0] ?? ''), message: issue.message }))
  return { ok: false, response: problem(400, 'Some query parameters are not valid.', { errors }) }
}

const MAX_JSON_BYTES = 16 * 1024

/** Reads a JSON body (≤ 16 KiB) and validates it; otherwise the 4xx problem to answer with. */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) {
    return { ok: false, response: problem(415, 'Send a JSON body (Content-Type: application/json).') }
  }
  // Counted while streaming, before anything is parsed.
  const raw = await readLimitedBody(request, MAX_JSON_BYTES)
  if (!raw.ok) return { ok: false, response: problem(413, 'The body is larger than 16 KiB.') }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(raw.bytes))
  } catch {
    return { ok: false, response: problem(400, 'The body is not valid JSON.') }
  }
  const result = schema.safeParse(body)
  if (result.success) return { ok: true, value: result.data }
  const errors = result.error.issues.map((issue) => ({ parameter: issue.path.join('.') || 'body', message: issue.message }))
  return { ok: false, response: problem(400, 'Some fields are not valid.', { errors }) }
}

/** The language of an API answer: `?locale=`, else the request's Accept-Language. */
export function requestLocale(request: Request, url?: URL): Locale {
  const asked = url?.searchParams.get('locale')
  return isLocale(asked) ? asked : preferredLocale(request)
}

/** A problem whose detail is a catalogue message in `locale`. */
export function translatedProblem(
  status: number,
  locale: Locale,
  key: string,
  extra: { values?: Record<string, number>; headers?: HeadersInit; errors?: { parameter: string; message: string }[] } = {},
) {
  const t = serverTranslator(locale) as unknown as (key: string, values?: Record<string, number>) => string
  return problem(status, t(key, extra.values), { headers: extra.headers, errors: extra.errors })
}
