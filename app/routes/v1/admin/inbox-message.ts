import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminInboxMessageHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/inbox-message'

export const loader = (args: Route.LoaderArgs) => adminInboxMessageHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'inbox.answer')
