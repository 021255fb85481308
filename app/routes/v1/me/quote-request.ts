import { myQuoteRequestHandler } from '~/api-v1/quote-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import type { Route } from './+types/quote-request'

export const loader = (args: Route.LoaderArgs) => myQuoteRequestHandler(args)
export const action = methodNotAllowed
