import { adminTodayHandler } from '~/api-v1/admin-care-handlers.server'
import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/today'

export const loader = (args: Route.LoaderArgs) => adminTodayHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'console.open')
