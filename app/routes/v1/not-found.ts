import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import type { Route } from './+types/not-found'

function notFound({ request, url }: Route.LoaderArgs | Route.ActionArgs) {
  return translatedProblem(404, apiLocale(request), 'errors.api.no_endpoint', { values: { path: url.pathname } })
}

export const loader = notFound
export const action = notFound
