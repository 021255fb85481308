import { staffGetOnly } from '~/api-v1/admin-handlers.server'
import { adminReviewsHandler } from '~/api-v1/review-moderation-handlers.server'
import type { Route } from './+types/reviews'

export const loader = (args: Route.LoaderArgs) => adminReviewsHandler(args)
export const action = (args: Route.ActionArgs) => staffGetOnly(args, 'reviews.moderate')
