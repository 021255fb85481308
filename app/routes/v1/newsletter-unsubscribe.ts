import { unsubscribeHandler } from '~/api-v1/contact-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/newsletter-unsubscribe'

export function loader({ request, url }: Route.LoaderArgs) {
  return unsubscribeHandler(database(), request, url)
}
export function action({ request, url }: Route.ActionArgs) {
  return request.method === 'POST'
    ? unsubscribeHandler(database(), request, url)
    : translatedProblem(405, apiLocale(request), 'errors.api.get_or_post', { headers: { Allow: 'GET, HEAD, POST' } })
}
