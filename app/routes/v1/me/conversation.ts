import { myConversationHandler, mySendMessageHandler } from '~/api-v1/conversation-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import type { Route } from './+types/conversation'

export const loader = (args: Route.LoaderArgs) => myConversationHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST'
    ? mySendMessageHandler(args)
    : translatedProblem(405, apiLocale(args.request), 'errors.api.get_or_post', { headers: { Allow: 'GET, HEAD, POST' } })
