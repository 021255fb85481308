import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminConversationsHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversations'

export const loader = (args: Route.LoaderArgs) => adminConversationsHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'conversations.view')
