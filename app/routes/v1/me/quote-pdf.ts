import { myQuotePdfHandler } from '~/api-v1/quote-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import type { Route } from './+types/quote-pdf'

export const loader = (args: Route.LoaderArgs) => myQuotePdfHandler(args)
export const action = methodNotAllowed
