import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminAuditHandler } from '~/api-v1/admin-team-handlers.server'
import type { Route } from './+types/audit'

export const loader = (args: Route.LoaderArgs) => adminAuditHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'audit.view')
