import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminStartQuoteHandler } from '~/api-v1/quote-handlers.server'
import type { Route } from './+types/quote-request-quotes'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'quotes.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminStartQuoteHandler(args) : staffPostOnly(args, 'quotes.manage')
