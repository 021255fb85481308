import { adminAppointmentOutcomeHandler, staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment-no-show'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'appointments.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAppointmentOutcomeHandler(args, 'no_show') : staffPostOnly(args, 'appointments.manage')
