import { adminContentKindsHandler, contentGetOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content'

export const loader = (args: Route.LoaderArgs) => adminContentKindsHandler(args)
export const action = (args: Route.ActionArgs) => contentGetOnly(args)
