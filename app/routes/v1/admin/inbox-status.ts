import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminInboxStatusHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/inbox-status'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'inbox.answer')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminInboxStatusHandler(args) : staffPostOnly(args, 'inbox.answer')
