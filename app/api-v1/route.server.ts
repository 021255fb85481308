import { database } from '~/db/db.server'
import type { ApiContext } from './handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'

type Args = { request: Request; url: URL; params: Record<string, string | undefined> }

/** A route module's loader for a read endpoint; any other method is 405. */
export function apiLoader(handler: (context: ApiContext, params: Args['params']) => Promise<Response>) {
  return ({ request, url, params }: Args) => handler({ db: database(), request, url }, params)
}

/** The request's language, for problems answered before any handler runs. */

export function methodNotAllowed({ request }: { request: Request }) {
  return translatedProblem(405, apiLocale(request), 'errors.api.only_get', { headers: { Allow: 'GET, HEAD' } })
}

/** For endpoints that only remove (anything else is 405). */
export function deleteOnly({ request }: { request: Request }) {
  return translatedProblem(405, apiLocale(request), 'errors.api.only_delete', { headers: { Allow: 'DELETE' } })
}

/** For endpoints that only take writes (a GET on them is 405). */
export function postOnly({ request }: { request: Request }) {
  return translatedProblem(405, apiLocale(request), 'errors.api.only_post', { headers: { Allow: 'POST' } })
}
