import { adminAppointmentOutcomeHandler, staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment-complete'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'appointments.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAppointmentOutcomeHandler(args, 'completed') : staffPostOnly(args, 'appointments.manage')
