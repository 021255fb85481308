import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminAddMemberHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-members'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'conversations.assign')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAddMemberHandler(args) : staffPostOnly(args, 'conversations.assign')
