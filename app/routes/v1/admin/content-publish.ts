import { adminContentPublishHandler, contentPostOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-publish'

export const loader = (args: Route.LoaderArgs) => contentPostOnly(args)
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? adminContentPublishHandler(args) : contentPostOnly(args))
