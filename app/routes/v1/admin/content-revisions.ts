import { adminContentRevisionsHandler, contentGetOnly } from '~/api-v1/admin-content-handlers.server'
import type { Route } from './+types/content-revisions'

export const loader = (args: Route.LoaderArgs) => adminContentRevisionsHandler(args)
export const action = (args: Route.ActionArgs) => contentGetOnly(args)
