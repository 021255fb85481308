import { data, type DataStrategyResult, type MiddlewareFunction } from 'react-router'

/*
 * A form sent while the connection is down never reaches us: the browser's fetch rejects.
 * React Router reports that rejection like an error thrown by the action, so the route's
 * error boundary replaced the page ("Something went wrong on our side") and what the
 * patient had typed was lost (issue 10, item 6). The browser middleware below turns that
 * one case into an ordinary answer, once for every form: the page and its form stay as
 * they are, a toast says what happened, and sending again simply works.
 */

/** Marks an action answer that is really "the request never got through". */
export const NETWORK_FAILURE = 'clientNetworkFailure'

export type NetworkFailureAnswer = { [NETWORK_FAILURE]: true }

/** The rejection of fetch itself (Chromium "Failed to fetch", Firefox "NetworkError…", Safari "Load failed"). */
export function isNetworkFailure(error: unknown) {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
}

export function isNetworkFailureAnswer(value: unknown): value is NetworkFailureAnswer {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[NETWORK_FAILURE] === true
}

type Listener = (actionPath: string) => void
const listeners = new Set<Listener>()

/** The toast needs the page's translations, so it listens from inside React (NetworkFailureToasts). */
export function onNetworkFailure(listener: Listener) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// The action's failure arrives wrapped in data(): unwrap it to see the error itself.
function errorOf(result: DataStrategyResult) {
  const value = result.result
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit') {
    return (value as { data: unknown }).data
  }
  return value
}

/**
 * Browser middleware of the root route. Only submissions (POST…): a page that cannot load
 * still gets the error page, which then says that the connection failed (errors/error-page).
 */
export const keepFormsOnNetworkFailure: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const results = await next()
  if (request.method === 'GET') return results
  for (const [routeId, result] of Object.entries(results)) {
    if (result.type !== 'error' || !isNetworkFailure(errorOf(result))) continue
    // 503 also tells React Router not to reload the page's data, which would fail the same way.
    results[routeId] = { type: 'data', result: data({ [NETWORK_FAILURE]: true } satisfies NetworkFailureAnswer, { status: 503 }) }
    const path = new URL(request.url).pathname
    listeners.forEach((listener) => listener(path))
  }
  return results
}
