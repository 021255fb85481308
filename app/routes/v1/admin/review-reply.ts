import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminReviewReplyHandler } from '~/api-v1/review-moderation-handlers.server'
import type { Route } from './+types/review-reply'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'reviews.moderate')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminReviewReplyHandler(args) : staffPostOnly(args, 'reviews.moderate')
