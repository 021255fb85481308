import { adminPatientsHandler, staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/patients'

export const loader = (args: Route.LoaderArgs) => adminPatientsHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'patients.view')
