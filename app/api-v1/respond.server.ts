import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { apiLocale } from '~/http/request-scope.server'
import { translatedProblem, untypedTranslator as translator } from '~/http/problem.server'
import { isLocale, type Locale } from '~/i18n/locales'
import { readFormData, readLimitedBody } from '~/security/request-body.server'

/*
 * Responses of the public API: JSON with an ETag (a conditional GET with a
 * matching If-None-Match gets 304 and no body), revalidated on every read;
 * `answer` for private results of writes; and the parsing of queries and
 * bodies into problems (http/problem.server.ts) when they are wrong.
 */

// Public reads are shared (no cookies) but revalidated every time: the ETag makes that a cheap 304,
// and content staff publish shows at once (issue 13) instead of after a cache's lifetime.
const CACHE = 'public, max-age=0, must-revalidate'

/** A private JSON answer (a write's result, the caller's own data): never cached. */
export function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

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

/** Rule keys (form.field_error_messages.*) that a schema's message may name. */
const RULE_KEYS = new Set(['default', 'required', 'minLength', 'min', 'email', 'password', 'characters'])

/**
 * One validation issue worded in `locale`. Our schemas' messages are rule keys
 * ("required", "minLength?minLength=8") or catalogue keys ("contact.too_long?max=120");
 * anything else is zod's own English, replaced by our wording of its issue code.
 */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const t = translator(locale)
  const [key = '', query = ''] = issue.message.split('?')
  const params = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)]),
  )
  if (RULE_KEYS.has(key)) return t(`form.field_error_messages.${key}`, params)
  if (/^[a-z_]+(\.[a-z_]+)+$/.test(key) && t.has(key)) return t(key, params)
  switch (issue.code) {
    case 'invalid_type': {
      // A field left out is "required", as on the pages (needs the parse's reportInput).
      if (issue.input === undefined) return t('form.field_error_messages.required')
      const type = t.has(`errors.api.issues.types.${issue.expected}`) ? issue.expected : 'other'
      return t('errors.api.issues.invalid_type', { expected: t(`errors.api.issues.types.${type}`) })
    }
    case 'too_big':
      return t('errors.api.issues.too_big', { maximum: String(issue.maximum) })
    case 'too_small':
      return t('errors.api.issues.too_small', { minimum: String(issue.minimum) })
    case 'invalid_format':
      return t('errors.api.issues.invalid_format')
    case 'invalid_value':
      return t('errors.api.issues.invalid_value', { values: issue.values.map(String).join(', ') })
    case 'unrecognized_keys':
      return t('errors.api.issues.unrecognized_keys')
    default:
      return t('form.field_error_messages.default')
  }
}

/** A 400 problem naming each field that failed `schema` (`prefix.field`), in `locale`. */
export function invalidFieldsProblem(error: z.ZodError, locale: Locale, prefix = '') {
  return translatedProblem(400, locale, 'errors.api.invalid_fields', { errors: fieldIssues(error, locale, prefix) })
}

/** Each issue of `error` in `locale`, under its field's path (`prefix.field`). */
export function fieldIssues(error: z.ZodError, locale: Locale, prefix = '') {
  return translatedIssues(error, locale, (issue) => prefix + (issue.path.join('.') || 'body'))
}

function translatedIssues(error: z.ZodError, locale: Locale, parameter: (issue: z.core.$ZodIssue) => string) {
  return error.issues.map((issue) => ({ parameter: parameter(issue), message: issueMessage(issue, locale) }))
}

/** Parses query parameters with a schema; on failure, a 400 problem naming each bad parameter, in `locale`. */
export function parseQuery<T extends z.ZodType>(
  url: URL,
  schema: T,
  locale: Locale,
): { ok: true; value: z.infer<T> } | { ok: false; response: Response } {
  const raw = Object.fromEntries(url.searchParams)
  const result = schema.safeParse(raw, { reportInput: true })
  if (result.success) return { ok: true, value: result.data }
  const errors = translatedIssues(result.error, locale, (issue) => String(issue.path[0] ?? ''))
  return { ok: false, response: translatedProblem(400, locale, 'errors.api.invalid_query', { errors }) }
}

const MAX_JSON_BYTES = 16 * 1024

/**
 * The language of a body's problems: what the request asked for (`?locale=`,
 * Accept-Language), else a valid `locale` field of the body (the patient's
 * language, as the emails use), else English.
 */
function bodyLocale(request: Request, body: unknown): Locale {
  const field = body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined
  return apiLocale(request, isLocale(field) ? field : undefined)
}

/** Reads a JSON body (≤ 16 KiB) and validates it; otherwise the 4xx problem to answer with, in the request's language. */
export async function parseJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) {
    return { ok: false, response: translatedProblem(415, bodyLocale(request, undefined), 'errors.api.not_json') }
  }
  // Counted while streaming, before anything is parsed.
  const raw = await readLimitedBody(request, maxBytes)
  if (!raw.ok) {
    return {
      ok: false,
      response: translatedProblem(413, bodyLocale(request, undefined), 'errors.api.too_large', { values: { kilobytes: maxBytes / 1024 } }),
    }
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(raw.bytes))
  } catch {
    return { ok: false, response: translatedProblem(400, bodyLocale(request, undefined), 'errors.api.invalid_json') }
  }
  const result = schema.safeParse(body, { reportInput: true })
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, response: invalidFieldsProblem(result.error, bodyLocale(request, body)) }
}

/** Reads a multipart form (a file upload, ≤ `maxBytes`) and validates its fields; otherwise the 4xx problem, in `locale`. */
export async function parseFormBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes, locale }: { maxBytes: number; locale: Locale },
): Promise<{ ok: true; value: z.infer<T> } | { ok: false; response: Response }> {
  if (!(request.headers.get('Content-Type') ?? '').includes('multipart/form-data')) {
    return { ok: false, response: translatedProblem(415, locale, 'errors.api.not_multipart') }
  }
  const form = await readFormData(request, maxBytes)
  if (!form.ok) {
    const status = form.reason === 'too_large' ? 413 : 400
    return {
      ok: false,
      response: translatedProblem(status, locale, status === 413 ? 'errors.api.too_large' : 'errors.api.invalid_fields', {
        values: { kilobytes: Math.floor(maxBytes / 1024) },
      }),
    }
  }
  const result = schema.safeParse(Object.fromEntries(form.form), { reportInput: true })
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, response: invalidFieldsProblem(result.error, locale) }
}
