import { adminAppointmentCancelHandler, staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment-cancel'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'appointments.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAppointmentCancelHandler(args) : staffPostOnly(args, 'appointments.manage')
