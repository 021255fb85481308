import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminStatusHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-status'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'conversations.reply')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminStatusHandler(args) : staffPostOnly(args, 'conversations.reply')
