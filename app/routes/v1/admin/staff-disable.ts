import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminStaffActionHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/staff-disable'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'staff.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminStaffActionHandler(args, 'disable') : staffPostOnly(args, 'staff.manage')
