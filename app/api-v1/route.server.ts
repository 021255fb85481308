import { database } from '~/db/db.server'
import type { ApiContext } from './handlers.server'
import { problem } from './respond.server'

type Args = { request: Request; url: URL; params: Record<string, string | undefined> }

/** A route module's loader for a read endpoint; any other method is 405. */
export function apiLoader(handler: (context: ApiContext, params: Args['params']) => Promise<Response>) {
  return ({ request, url, params }: Args) => handler({ db: database(), request, url }, params)
}

export function methodNotAllowed() {
  return problem(405, 'This endpoint only answers GET.', { headers: { Allow: 'GET, HEAD' } })
}

/** For endpoints that only take writes (a GET on them is 405). */
export function postOnly() {
  return problem(405, 'This endpoint only answers POST.', { headers: { Allow: 'POST' } })
}
