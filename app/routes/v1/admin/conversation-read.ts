import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminReadHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-read'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'conversations.reply')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminReadHandler(args) : staffPostOnly(args, 'conversations.reply')
