import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminAttachmentHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-attachment'

export const loader = (args: Route.LoaderArgs) => adminAttachmentHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'conversations.view')
