import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminConversationHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation'

export const loader = (args: Route.LoaderArgs) => adminConversationHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'conversations.view')
