import { myDeclineQuoteHandler } from '~/api-v1/quote-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import type { Route } from './+types/quote-decline'

export const loader = postOnly
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? myDeclineQuoteHandler(args) : postOnly(args))
