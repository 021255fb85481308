import { publicReviewsHandler } from '~/api-v1/review-handlers.server'
import { apiLoader, methodNotAllowed } from '~/api-v1/route.server'

export const loader = apiLoader(publicReviewsHandler)
export const action = methodNotAllowed
