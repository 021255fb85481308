import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminQuotesHandler } from '~/api-v1/quote-handlers.server'
import type { Route } from './+types/quotes'

export const loader = (args: Route.LoaderArgs) => adminQuotesHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'quotes.manage')
