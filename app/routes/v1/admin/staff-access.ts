import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminStaffAccessHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/staff-access'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'staff.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminStaffAccessHandler(args) : staffPostOnly(args, 'staff.manage')
