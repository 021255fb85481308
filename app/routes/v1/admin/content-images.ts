import { adminContentImageHandler, contentPostOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-images'

export const loader = (args: Route.LoaderArgs) => contentPostOnly(args)
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? adminContentImageHandler(args) : contentPostOnly(args))
