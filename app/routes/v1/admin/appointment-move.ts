import { adminMoveHandler } from '~/api-v1/admin-care-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment-move'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'appointments.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminMoveHandler(args) : staffPostOnly(args, 'appointments.manage')
