import { adminAppointmentsHandler, staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointments'

export const loader = (args: Route.LoaderArgs) => adminAppointmentsHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'appointments.view')
