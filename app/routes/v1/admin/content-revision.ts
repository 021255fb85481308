import { adminContentRevisionHandler, contentGetOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-revision'

export const loader = (args: Route.LoaderArgs) => adminContentRevisionHandler(args)
export const action = (args: Route.ActionArgs) => contentGetOnly(args)
