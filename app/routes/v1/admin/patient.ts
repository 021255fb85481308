import { adminPatientHandler } from '~/api-v1/admin-care-handlers.server'
import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/patient'

export const loader = (args: Route.LoaderArgs) => adminPatientHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'patients.view')
