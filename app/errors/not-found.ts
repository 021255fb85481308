import { data } from 'react-router'

/*
 * Two kinds of 404 with different wording (spec §8): a path no route matches,
 * and a route whose parameter check failed (a malformed slug or id).
 */
export type NotFoundReason = 'unmatched' | 'invalid-param'

export interface NotFoundData {
  reason: NotFoundReason
  path: string
}

/** `url` is the page URL a loader receives (normalised: no `.data` suffix). */
export function notFound(url: URL, reason: NotFoundReason): never {
  const body: NotFoundData = { reason, path: url.pathname }
  throw data(body, { status: 404 })
}

/** A route's validity check: throws the 404 page when the parameter is not acceptable. */
export function invariantParam(condition: unknown, url: URL): asserts condition {
  if (!condition) notFound(url, 'invalid-param')
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reason' in value &&
    (value.reason === 'unmatched' || value.reason === 'invalid-param') &&
    'path' in value &&
    typeof value.path === 'string'
  )
}
