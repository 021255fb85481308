import { adminCalendarHandler } from '~/api-v1/admin-care-handlers.server'
import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/calendar'

export const loader = (args: Route.LoaderArgs) => adminCalendarHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'appointments.view')
