import { myReviewsHandler, myWriteReviewHandler } from '~/api-v1/review-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import type { Route } from './+types/reviews'

export const loader = (args: Route.LoaderArgs) => myReviewsHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST'
    ? myWriteReviewHandler(args)
    : translatedProblem(405, apiLocale(args.request), 'errors.api.get_or_post', { headers: { Allow: 'GET, HEAD, POST' } })
