import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminReviewUnhideHandler } from '~/api-v1/review-moderation-handlers.server'
import type { Route } from './+types/review-unhide'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'reviews.moderate')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminReviewUnhideHandler(args) : staffPostOnly(args, 'reviews.moderate')
