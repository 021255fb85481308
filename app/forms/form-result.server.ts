import type { SubmissionResult } from '@conform-to/react'
import { data, type HeadersArgs } from 'react-router'
import { safeRedirectPath } from '~/http/safe-redirect.server'
import { refusalHeaders, refusalMessage, refusalStatus, type Refusal } from '~/errors/outcomes'
import { readFormData, unreadableForm } from '~/security/request-body.server'
import { redirectWithToast, type FlashToast } from '~/toast/flash-toast.server'
import { LONGEST_FIELD_LENGTH } from './limits'

/** A failed form post: 4xx with conform's result, which never echoes the listed fields (passwords). */
export function formFailure(result: SubmissionResult<string[]>, status = 400, headers?: HeadersInit) {
  return data({ result: withoutOversizeEchoes(result) }, { status, headers })
}

/**
 * A failed form is shown again with what was typed, so it can be corrected.
 * A value longer than any field may be (in a field or in an extra one the form
 * does not have) was not typed but sent: it is left out, not copied into the page.
 */
function withoutOversizeEchoes(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue).filter(([, value]) => !(typeof value === 'string' && value.length > LONGEST_FIELD_LENGTH)),
  )
  return { ...result, initialValue }
}

/**
 * Reads a form post within the body limit, for the forms on every page
 * (contact, newsletter): one over it is answered by the form itself, 413 with
 * `tooLargeKey` as its error, so the page stays. A body that is no form ends
 * the request as requireFormData does.
 */
export async function readFormWithinLimit(request: Request, tooLargeKey: string) {
  const body = await readFormData(request)
  if (body.ok) return body
  if (body.reason !== 'too_large') throw unreadableForm(body.reason)
  return { ok: false, failure: formFailure({ status: 'error', error: { '': [tooLargeKey] } }, 413) } as const
}

/** A message key with parameters, as form errors carry them: ('auth.rate_limited', { minutes: 3 }). */
export function messageKey(key: string, params?: Record<string, string | number>) {
  if (!params) return key
  return `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
}

type Submission = {
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]>
}

/**
 * An action's refusal shown by its form: the message of errors/outcomes.ts as
 * the error of the field it is about, else of the form (translated on the
 * page), with the refusal's status and, for a rate limit, Retry-After.
 */
export function refusalFailure(submission: Submission, refusal: Refusal, hideFields?: string[]) {
  const { key, values } = refusalMessage(refusal)
  const message = [messageKey(key, values)]
  const errors = refusal.field ? { fieldErrors: { [refusal.field]: message } } : { formErrors: message }
  return formFailure(submission.reply({ ...errors, hideFields }), refusalStatus(refusal), refusalHeaders(refusal))
}

/**
 * The `headers` of a route whose action may answer 429: React Router passes
 * only the cookies of an action's headers on to the page (document or
 * `.data`), so the wait would be lost; this keeps the parent's headers and adds
 * the action's Retry-After. `export const headers = formHeaders`.
 */
export function formHeaders({ parentHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

/**
 * Whether a post came from the page's script (React Router fetches `….data`)
 * rather than a plain HTML form: scripts get data to show a toast, plain
 * forms get a redirect that carries it (post/redirect/get).
 */
export function isScriptRequest(request: Request) {
  return new URL(request.url).pathname.endsWith('.data')
}

type Reset = { reply: (options: { resetForm: true }) => SubmissionResult<string[]> }

/**
 * The success of a form on every page (contact, newsletter): a script gets
 * the toast and an emptied form; a plain form post is sent back where it was
 * posted from (its `redirectTo`, else `fallback`) with the toast in a cookie.
 */
export function toastSuccess<Toast extends Omit<FlashToast, 'id'>>(
  request: Request,
  form: FormData,
  submission: Reset,
  toast: Toast,
  fallback: string,
) {
  if (isScriptRequest(request)) return { result: submission.reply({ resetForm: true }), toast }
  return redirectWithToast(safeRedirectPath(String(form.get('redirectTo') ?? ''), fallback), toast, { status: 303 })
}
