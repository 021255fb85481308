import { adminContentCreateHandler, adminContentListHandler, contentPostOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-records'

export const loader = (args: Route.LoaderArgs) => adminContentListHandler(args)
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? adminContentCreateHandler(args) : contentPostOnly(args))
