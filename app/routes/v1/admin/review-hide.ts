import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminReviewHideHandler } from '~/api-v1/review-moderation-handlers.server'
import type { Route } from './+types/review-hide'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'reviews.moderate')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminReviewHideHandler(args) : staffPostOnly(args, 'reviews.moderate')
