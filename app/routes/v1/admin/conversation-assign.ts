import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminAssignHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-assign'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'conversations.assign')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAssignHandler(args) : staffPostOnly(args, 'conversations.assign')
