import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminQuoteRequestHandler } from '~/api-v1/quote-handlers.server'
import type { Route } from './+types/quote-request'

export const loader = (args: Route.LoaderArgs) => adminQuoteRequestHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'quotes.manage')
