import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminInviteHandler, adminStaffHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/staff'

export const loader = (args: Route.LoaderArgs) => adminStaffHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminInviteHandler(args) : staffPostOnly(args, 'staff.invite_clinic_staff')
