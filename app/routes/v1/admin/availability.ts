import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminAvailabilityHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/availability'

export const loader = (args: Route.LoaderArgs) => adminAvailabilityHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'availability.manage')
