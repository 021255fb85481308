import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminScheduleHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/availability-hours'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'availability.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminScheduleHandler(args, 'hours') : staffPostOnly(args, 'availability.manage')
