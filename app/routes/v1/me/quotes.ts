import { myQuotesHandler, myRequestQuoteHandler } from '~/api-v1/quote-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import type { Route } from './+types/quotes'

export const loader = (args: Route.LoaderArgs) => myQuotesHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST'
    ? myRequestQuoteHandler(args)
    : translatedProblem(405, apiLocale(args.request), 'errors.api.get_or_post', { headers: { Allow: 'GET, HEAD, POST' } })
