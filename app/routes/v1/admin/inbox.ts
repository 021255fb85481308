import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminInboxHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/inbox'

export const loader = (args: Route.LoaderArgs) => adminInboxHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'inbox.answer')
