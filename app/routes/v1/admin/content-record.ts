import { adminContentRecordHandler, adminContentSaveHandler, contentPostOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-record'

export const loader = (args: Route.LoaderArgs) => adminContentRecordHandler(args)
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? adminContentSaveHandler(args) : contentPostOnly(args))
