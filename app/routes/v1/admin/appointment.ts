import { adminAppointmentHandler, staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment'

export const loader = (args: Route.LoaderArgs) => adminAppointmentHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'appointments.view')
