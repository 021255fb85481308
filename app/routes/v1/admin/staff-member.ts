import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminStaffMemberHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/staff-member'

export const loader = (args: Route.LoaderArgs) => adminStaffMemberHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'staff.manage')
