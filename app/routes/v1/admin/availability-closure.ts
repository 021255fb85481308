import { staffDeleteOnly } from '~/api-v1/admin-handlers.server'
import { adminRemoveClosureHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/availability-closure'

export const loader = (args: Route.LoaderArgs) => staffDeleteOnly(args, 'availability.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'DELETE' ? adminRemoveClosureHandler(args) : staffDeleteOnly(args, 'availability.manage')
