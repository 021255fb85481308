import { myWithdrawReviewHandler } from '~/api-v1/review-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import type { Route } from './+types/review-withdraw'

export const loader = postOnly
export const action = (args: Route.ActionArgs) => (args.request.method === 'POST' ? myWithdrawReviewHandler(args) : postOnly(args))
