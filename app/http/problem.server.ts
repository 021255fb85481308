import { refusalHeaders, refusalMessage, refusalStatus, type MessageValues, type Refusal } from '~/errors/outcomes'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'

/*
 * Errors of the JSON API as RFC 9457 problem details, worded in the caller's
 * language. The HTTP layer (server/refusal.ts) and every /v1 handler answer
 * through here, so a problem has one shape wherever it is made.
 */

/** Keys arrive at run time (rule keys, catalogue keys in schemas), so the translator is used untyped. */
type Translate = ((key: string, values?: MessageValues) => string) & { has: (key: string) => boolean }
export const untypedTranslator = (locale: Locale) => serverTranslator(locale) as unknown as Translate

export type ProblemError = { parameter: string; message: string }

/** An error as RFC 9457 problem details; title and detail in `locale` (detail already worded by the caller). */
type ProblemExtra = {
  errors?: ProblemError[]
  headers?: HeadersInit
  locale?: Locale
  /** Extension members (RFC 9457 §3.2): what the client needs to act on the problem, such as the records in the way. */
  members?: Record<string, unknown>
}

export function problem(status: number, detail: string, extra: ProblemExtra = {}): Response {
  return new Response(JSON.stringify(problemBody(status, detail, extra)), {
    status,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store', ...extra.headers },
  })
}

/** The JSON of a problem, for answers not made as a fetch Response (server/refusal.ts). */
export function problemBody(status: number, detail: string, extra: Omit<ProblemExtra, 'headers'> = {}) {
  const t = untypedTranslator(extra.locale ?? 'en')
  return {
    type: `https://claravia.example/problems/${status}`,
    title: t.has(`errors.api.titles.${status}`) ? t(`errors.api.titles.${status}`) : t('errors.api.titles.other'),
    status,
    detail,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...extra.members,
  }
}

/** A problem whose detail is a catalogue message in `locale`. */
export function translatedProblem(
  status: number,
  locale: Locale,
  key: string,
  extra: { values?: MessageValues; headers?: HeadersInit; errors?: ProblemError[] } = {},
) {
  return problem(status, untypedTranslator(locale)(key, extra.values), { headers: extra.headers, errors: extra.errors, locale })
}

/** An action's refusal as a problem: the status and message of errors/outcomes.ts, in `locale` (also under the field it names). */
export function refusalProblem(refusal: Refusal, locale: Locale, members?: Record<string, unknown>) {
  const { key, values } = refusalMessage(refusal)
  const detail = untypedTranslator(locale)(key, values)
  const errors = refusal.field ? [{ parameter: refusal.field, message: detail }] : undefined
  return problem(refusalStatus(refusal), detail, { headers: refusalHeaders(refusal), errors, locale, members })
}
