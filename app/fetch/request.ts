import { FetchError, ofetch, type FetchOptions } from 'ofetch'

/**
 * Statuses worth a retry: timeouts, conflicts, rate limits and transient
 * server failures. Listed explicitly (they match ofetch's defaults) so the
 * behaviour is ours and covered by tests rather than a library detail.
 */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/** Methods that change state; retrying them by default could apply a change twice. */
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const DEFAULT_RETRY_DELAY_MS = 50

export interface CreateRequestOptions {
  /** The configured public base URL every path is resolved against. */
  baseURL: string
  /**
   * Session token where one is known (tests, non-browser callers). In the
   * browser the `token` cookie is HttpOnly, so this is left out and the cookie
   * travels on its own via `credentials: 'include'`.
   */
  getToken?: () => string | undefined | null
  /** Extra headers computed per request (e.g. a CSRF token). */
  getHeaders?: () => Record<string, string>
  /** Called once per 401 response, e.g. to sign out and go to /sign-in. */
  onUnauthorized?: () => void
  /** Delay between retries in milliseconds. */
  retryDelay?: number
}

export interface RequestOptions extends FetchOptions<'json'> {
  /** Leave a 401 to the caller instead of calling `onUnauthorized`. */
  withoutAuthValidation?: boolean
}

export type RequestFn = <T>(path: string, options?: RequestOptions) => Promise<T>

/** No retry for writes, one for reads, unless the caller says otherwise. */
function defaultRetry(method: string | undefined): number {
  return WRITE_METHODS.has((method ?? 'GET').toUpperCase()) ? 0 : 1
}

/** Factory headers first so a caller's per-call headers win. */
function buildHeaders(factory: CreateRequestOptions, callHeaders: RequestOptions['headers']): Headers {
  const headers = new Headers(factory.getHeaders?.())
  const token = factory.getToken?.()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  new Headers(callHeaders).forEach((value, key) => headers.set(key, value))
  return headers
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof FetchError && error.status === 401
}

/** Creates the shared request helper; see CreateRequestOptions. */
export function createRequest(options: CreateRequestOptions): RequestFn {
  const $fetch = ofetch.create({
    baseURL: options.baseURL,
    credentials: 'include',
    retryStatusCodes: [...RETRY_STATUS_CODES],
    retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
  })

  return async function request<T>(path: string, callOptions: RequestOptions = {}): Promise<T> {
    const { withoutAuthValidation = false, ...fetchOptions } = callOptions
    try {
      return await $fetch<T, 'json'>(path, {
        ...fetchOptions,
        headers: buildHeaders(options, fetchOptions.headers),
        retry: fetchOptions.retry ?? defaultRetry(fetchOptions.method),
      })
    } catch (error) {
      // Handled here rather than in a hook so it runs once, after ofetch has
      // finished retrying, and a caller's own hooks can't displace it.
      if (!withoutAuthValidation && isUnauthorized(error)) options.onUnauthorized?.()
      throw error
    }
  }
}
