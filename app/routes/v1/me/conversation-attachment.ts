import { myAttachmentHandler } from '~/api-v1/conversation-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import type { Route } from './+types/conversation-attachment'

export const loader = (args: Route.LoaderArgs) => myAttachmentHandler(args)
export const action = methodNotAllowed
