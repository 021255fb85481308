import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminInboxReplyHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/inbox-reply'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'inbox.answer')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminInboxReplyHandler(args) : staffPostOnly(args, 'inbox.answer')
