import { myReadHandler } from '~/api-v1/conversation-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import type { Route } from './+types/conversation-read'

export const loader = postOnly
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? myReadHandler(args) : postOnly(args))
