import { myQuoteHandler } from '~/api-v1/quote-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import type { Route } from './+types/quote'

export const loader = (args: Route.LoaderArgs) => myQuoteHandler(args)
export const action = methodNotAllowed
